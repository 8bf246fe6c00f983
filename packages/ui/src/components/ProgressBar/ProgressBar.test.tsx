import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value', () => {
    render(<ProgressBar label="Bet progress" value={30} max={60} />);
    const bar = screen.getByRole('progressbar', { name: 'Bet progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('50%');
  });

  it('clamps out-of-range values and reads a given value text', () => {
    render(<ProgressBar label="Deposit progress" value={1500} max={1000} valueText="₱1,500 of ₱1,000" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('1000');
    expect(bar.getAttribute('aria-valuetext')).toBe('₱1,500 of ₱1,000');
  });

  it('treats a negative or missing value as zero', () => {
    render(<ProgressBar label="Mission" value={Number.NaN} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
