// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createI18n, I18nProvider } from '@perya/i18n';
import { ActionBar } from './ActionBar';
import { roundMessage } from './resultLine';
import { winMomentPlan } from './winMoment';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
}

function bar(stake: number, payout: number, key = 'r1') {
  return (
    <I18nProvider i18n={createI18n()}>
      <ActionBar result={{ key, message: roundMessage(stake, payout) }} error={null}>
        <span />
      </ActionBar>
    </I18nProvider>
  );
}

describe('WinMoment in the action bar', () => {
  it('stays silent for a loss and for a stake back', () => {
    reducedMotion(false);
    const { rerender } = render(bar(1_000, 0));
    expect(screen.queryByTestId('win-moment')).toBeNull();
    rerender(bar(1_000, 1_000, 'r2'));
    expect(screen.queryByTestId('win-moment')).toBeNull();
  });

  it('celebrates a win by its multiple, takes no touch, and is said once by the live result line', () => {
    reducedMotion(false);
    render(bar(100, 9_900));
    const moment = screen.getByTestId('win-moment');
    expect(moment.getAttribute('data-tier')).toBe('mega');
    expect(moment.getAttribute('aria-hidden')).toBe('true');
    expect(moment.querySelectorAll('span').length).toBe(winMomentPlan(100, 9_900)!.coins);
    // The count starts from nothing; the words a screen reader hears are the result line's, once.
    expect(screen.getByTestId('win-amount').textContent).toBe('+₱0.00');
    const live = Array.from(document.querySelectorAll('[aria-live]')).filter((el) => el.textContent?.includes('₱98.00'));
    expect(live.map((el) => el.getAttribute('data-testid'))).toEqual(['round-result']);
    expect(moment.closest('[aria-live]')).toBeNull();
  });

  it('under reduced motion shows the amount plainly, without a burst, and goes by itself', () => {
    vi.useFakeTimers();
    reducedMotion(true);
    render(bar(1_000, 1_980));
    const moment = screen.getByTestId('win-moment');
    expect(moment.getAttribute('data-tier')).toBe('win');
    expect(screen.getByTestId('win-amount').textContent).toBe('+₱9.80');
    expect(moment.querySelectorAll('span').length).toBe(0);
    act(() => void vi.advanceTimersByTime(winMomentPlan(1_000, 1_980)!.showMs));
    expect(screen.queryByTestId('win-moment')).toBeNull();
    // The result line stays: the moment never takes the result away.
    expect(screen.getByTestId('round-result').textContent).toBe('You won ₱9.80');
  });
});
