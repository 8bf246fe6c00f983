// The weekly stone rule of spec §9: turnover and login days within one GMT+8 week.
import { MS_PER_DAY, gmt8DayKey, gmt8Parts, gmt8StartOfDay } from './gmt8';

/** Cumulative turnover needed in the week: 1000 PHP in minor units (spec §9). */
export const WEEKLY_STONE_MIN_TURNOVER_MINOR = 100_000;
/** Login days needed in the week (spec §9). */
export const WEEKLY_STONE_MIN_LOGIN_DAYS = 3;

/**
 * The week of an instant: Monday 0:00 GMT+8 (included) to the next Monday 0:00 GMT+8 (excluded).
 * Monday-start is the ISO week and what operators in the Philippines settle weekly by (spec §9).
 */
export function gmt8WeekStart(epochMs: number): number {
  return gmt8StartOfDay(epochMs) - (gmt8Parts(epochMs).isoWeekday - 1) * MS_PER_DAY;
}

/** End (excluded) of the GMT+8 week of an instant: the next Monday 0:00 (spec §9). */
export function gmt8WeekEnd(epochMs: number): number {
  return gmt8WeekStart(epochMs) + 7 * MS_PER_DAY;
}

export interface WeeklyStoneInput {
  /** Any instant in the week being judged. */
  readonly weekOfMs: number;
  /** Cumulative turnover of that week, in PHP minor units. */
  readonly turnoverMinor: number;
  /** Login instants (epoch ms); those outside the week are ignored, several on one day count once. */
  readonly loginAtMs: readonly number[];
}

/** spec §9: distinct GMT+8 calendar days with a login within the week of weekOfMs. */
export function loginDaysInWeek(weekOfMs: number, loginAtMs: readonly number[]): number {
  const start = gmt8WeekStart(weekOfMs);
  const end = start + 7 * MS_PER_DAY;
  return new Set(loginAtMs.filter((t) => t >= start && t < end).map(gmt8DayKey)).size;
}

/** spec §9 weekly stone: turnover of at least 1000 PHP and at least 3 login days in the week. */
export function qualifiesForWeeklyStone(input: WeeklyStoneInput): boolean {
  return (
    input.turnoverMinor >= WEEKLY_STONE_MIN_TURNOVER_MINOR &&
    loginDaysInWeek(input.weekOfMs, input.loginAtMs) >= WEEKLY_STONE_MIN_LOGIN_DAYS
  );
}
