// The daily sign-in streak of the VIP page (spec §1, §3, §4, §9; POST /misson-checkin/*).
import { addDays } from './gmt8';
import type { DayKey } from './gmt8';
import type { MessageKey } from './messages';

/** Length of the sign-in streak (spec §1, §9). */
export const SIGN_IN_STREAK_DAYS = 7;
/** signState of a day not yet signed (spec §4). */
export const SIGN_STATE_UNSIGNED = 'UNSIGNED';

export interface SignInItem {
  readonly isCanSign: boolean;
  readonly signState: string;
}

/** spec §4: the user can sign in today if any item has isCanSign and signState UNSIGNED. */
export function canSignInToday(items: readonly SignInItem[]): boolean {
  return items.some((item) => item.isCanSign && item.signState === SIGN_STATE_UNSIGNED);
}

/**
 * spec §9 sign-in streak of 7 days, as the server keeps it: signing in on the day after the last
 * sign-in (GMT+8 calendar days) continues the streak, after day 7 a new cycle starts at day 1,
 * a missed day restarts at day 1, and a second sign-in on the same day is refused.
 * Returns the streak day (1–7) of today's sign-in.
 */
export function nextSignInStreakDay(
  last: { readonly day: DayKey; readonly streakDay: number } | undefined,
  today: DayKey,
): { readonly ok: true; readonly streakDay: number } | { readonly ok: false; readonly error: MessageKey } {
  if (last === undefined) return { ok: true, streakDay: 1 };
  if (last.day === today) return { ok: false, error: 'alreadySignedIn' };
  if (addDays(last.day, 1) !== today) return { ok: true, streakDay: 1 };
  return { ok: true, streakDay: (last.streakDay % SIGN_IN_STREAK_DAYS) + 1 };
}
