import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@perya/domain';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is announced as an alert with the network message and retries', () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.networkAnomaly);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while retrying', () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} retrying retryLabel="Subukan muli" />);
    const button = screen.getByRole('button', { name: 'Subukan muli' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('shows a server refusal by its envelope message, and only explains without a retry', () => {
    render(<ErrorState error={{ code: 1, msg: MESSAGES.insufficientAvailableBalance }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.insufficientAvailableBalance);
    expect(alert.getAttribute('data-state')).toBe('error');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('falls back to the network message for an error without an envelope', () => {
    render(<ErrorState error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.networkAnomaly);
  });
});
