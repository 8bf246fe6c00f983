import { describe, expect, it } from 'vitest';
import { SIGN_IN_STREAK_DAYS, canSignInToday, nextSignInStreakDay } from './signIn';

describe('spec §4 sign-in availability', () => {
  it('is open when any item can sign and is unsigned', () => {
    expect(canSignInToday([{ isCanSign: false, signState: 'UNSIGNED' }, { isCanSign: true, signState: 'UNSIGNED' }])).toBe(true);
    expect(canSignInToday([{ isCanSign: true, signState: 'SIGNED' }, { isCanSign: false, signState: 'UNSIGNED' }])).toBe(false);
    expect(canSignInToday([])).toBe(false);
  });
});

describe('spec §9 sign-in streak of 7 days', () => {
  it('continues on consecutive GMT+8 days and wraps after day 7', () => {
    expect(SIGN_IN_STREAK_DAYS).toBe(7);
    expect(nextSignInStreakDay(undefined, '2026-11-23')).toEqual({ ok: true, streakDay: 1 });
    expect(nextSignInStreakDay({ day: '2026-11-22', streakDay: 3 }, '2026-11-23')).toEqual({ ok: true, streakDay: 4 });
    expect(nextSignInStreakDay({ day: '2026-11-30', streakDay: 7 }, '2026-12-01')).toEqual({ ok: true, streakDay: 1 });
  });
  it('restarts after a missed day and refuses a second sign-in the same day', () => {
    expect(nextSignInStreakDay({ day: '2026-11-20', streakDay: 5 }, '2026-11-23')).toEqual({ ok: true, streakDay: 1 });
    expect(nextSignInStreakDay({ day: '2026-11-23', streakDay: 5 }, '2026-11-23')).toEqual({
      ok: false,
      error: 'alreadySignedIn',
    });
  });
});
