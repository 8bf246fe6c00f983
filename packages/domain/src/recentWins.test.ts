import { describe, expect, it } from 'vitest';
import { RECENT_WIN_MIN_PAYOUT, isTickerWin, latestWins } from './recentWins';

describe('issue 24 §5 recent-winners ticker: what counts as a win', () => {
  it('needs a payout above the stake and at the threshold', () => {
    expect(isTickerWin(5_000, RECENT_WIN_MIN_PAYOUT)).toBe(true);
    expect(isTickerWin(5_000, RECENT_WIN_MIN_PAYOUT - 1)).toBe(false);
    // A refund or a partial return is no win, however large.
    expect(isTickerWin(50_000, 50_000)).toBe(false);
    expect(isTickerWin(50_000, 40_000)).toBe(false);
    expect(isTickerWin(0, 0)).toBe(false);
  });
});

describe('issue 24 §5 latest wins of several sources', () => {
  const win = (id: string, at: number, payout = 20_000, stake = 1_000) => ({ id, at, payout, stake });
  it('merges sources newest first, drops non-wins and duplicates, and caps the list', () => {
    const og = [win('og:1', 10), win('og:2', 30, 500), win('og:3', 50)];
    const provider = [win('provider:a', 40), win('provider:b', 20), win('og:1', 10)];
    expect(latestWins([og, provider]).map((w) => w.id)).toEqual(['og:3', 'provider:a', 'provider:b', 'og:1']);
    expect(latestWins([og, provider], 2).map((w) => w.id)).toEqual(['og:3', 'provider:a']);
    expect(latestWins([og, provider], 0)).toEqual([]);
  });
  it('orders ties by id so the ticker does not reshuffle between looks', () => {
    expect(latestWins([[win('b', 5), win('a', 5)]]).map((w) => w.id)).toEqual(['a', 'b']);
  });
});
