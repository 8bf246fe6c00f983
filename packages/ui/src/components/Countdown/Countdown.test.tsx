import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatCountdown } from './Countdown';

describe('formatCountdown', () => {
  it('writes hh:mm:ss rounded up to the second', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(61_000)).toBe('00:01:01');
    expect(formatCountdown(3 * 3600_000 + 5 * 60_000 + 9_000)).toBe('03:05:09');
    expect(formatCountdown(120 * 3600_000)).toBe('120:00:00');
  });
  it('never goes negative', () => {
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T13:44:57Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down with the injected clock and calls onEnd once at the target', () => {
    const onEnd = vi.fn();
    render(<Countdown target={new Date('2026-11-23T13:45:00Z')} now={() => Date.now()} onEnd={onEnd} label="Next draw in" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveProperty('textContent', '00:00:03');
    expect(timer.getAttribute('aria-label')).toBe('Next draw in 00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe('00:00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(timer.textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends at once for a target in the past', () => {
    const onEnd = vi.fn();
    render(<Countdown target={0} now={() => 10_000} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
