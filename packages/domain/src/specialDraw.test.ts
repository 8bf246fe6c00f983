import { describe, expect, it } from 'vitest';
import { SPECIAL_DRAW_TIMES, countdownParts, nextSpecialDraw } from './specialDraw';

const gmt8 = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 10, day, h - 8, m, s);

describe('spec §4 special draw countdowns 13:45, 16:45, 20:45 GMT+8', () => {
  it('finds the next draw today', () => {
    expect(SPECIAL_DRAW_TIMES).toEqual(['13:45', '16:45', '20:45']);
    expect(nextSpecialDraw(gmt8(23, 9))).toEqual({ atMs: gmt8(23, 13, 45), remainingMs: (4 * 60 + 45) * 60_000 });
    expect(nextSpecialDraw(gmt8(23, 14)).atMs).toBe(gmt8(23, 16, 45));
    expect(nextSpecialDraw(gmt8(23, 20, 44, 59)).remainingMs).toBe(1000);
  });
  it('moves on at the draw instant and wraps to tomorrow after 20:45', () => {
    expect(nextSpecialDraw(gmt8(23, 13, 45)).atMs).toBe(gmt8(23, 16, 45));
    expect(nextSpecialDraw(gmt8(23, 20, 45)).atMs).toBe(gmt8(24, 13, 45));
    expect(nextSpecialDraw(gmt8(23, 23, 30)).atMs).toBe(gmt8(24, 13, 45));
  });
  it('splits a countdown', () => {
    expect(countdownParts(3_723_000)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(countdownParts(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
