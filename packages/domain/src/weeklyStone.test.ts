import { describe, expect, it } from 'vitest';
import { gmt8WeekEnd, gmt8WeekStart, loginDaysInWeek, qualifiesForWeeklyStone } from './weeklyStone';

// Wall-clock GMT+8 as an instant; 2026-11-23 is a Monday.
const gmt8 = (day: number, h = 12) => Date.UTC(2026, 10, day, h - 8);

describe('spec §9 weekly stone rule (week: Monday 0:00 GMT+8)', () => {
  it('defines the week in GMT+8', () => {
    expect(gmt8WeekStart(gmt8(26))).toBe(gmt8(23, 0));
    expect(gmt8WeekStart(gmt8(29, 23))).toBe(gmt8(23, 0));
    expect(gmt8WeekStart(gmt8(23, 0))).toBe(gmt8(23, 0));
    expect(gmt8WeekEnd(gmt8(23, 5))).toBe(gmt8(30, 0));
    // Sunday 23:00 GMT+8 is Sunday 15:00 UTC: still the previous week.
    expect(gmt8WeekStart(gmt8(22, 23))).toBe(gmt8(16, 0));
  });
  it('counts distinct login days within the week only', () => {
    expect(loginDaysInWeek(gmt8(25), [gmt8(23, 1), gmt8(23, 22), gmt8(24), gmt8(22, 23), gmt8(30, 0)])).toBe(2);
    // A login at the very first instant of Monday 0:00 GMT+8 counts for the new week.
    expect(loginDaysInWeek(gmt8(25), [gmt8(23, 0)])).toBe(1);
  });
  it('needs turnover ≥ 1000 PHP and ≥ 3 login days', () => {
    const logins = [gmt8(23), gmt8(25), gmt8(29, 23)];
    expect(qualifiesForWeeklyStone({ weekOfMs: gmt8(27), turnoverMinor: 100_000, loginAtMs: logins })).toBe(true);
    expect(qualifiesForWeeklyStone({ weekOfMs: gmt8(27), turnoverMinor: 99_999, loginAtMs: logins })).toBe(false);
    expect(qualifiesForWeeklyStone({ weekOfMs: gmt8(27), turnoverMinor: 500_000, loginAtMs: logins.slice(0, 2) })).toBe(false);
  });
});
