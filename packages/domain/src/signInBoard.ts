// The 7 items of the sign-in page (spec §3 sign-in item, §4 "can sign today", §9 7-day streak).
import type { DayKey } from './gmt8';
import { SIGN_IN_STREAK_DAYS, SIGN_STATE_UNSIGNED, nextSignInStreakDay } from './signIn';

/** signState of a day already signed in the current streak (spec §3; the API's counterpart of UNSIGNED). */
export const SIGN_STATE_SIGNED = 'SIGNED';

export interface SignInBoardItem {
  /** Day 1-7 of the streak. */
  readonly day: number;
  readonly isCanSign: boolean;
  readonly signState: typeof SIGN_STATE_SIGNED | typeof SIGN_STATE_UNSIGNED;
}

/**
 * spec §3/§4/§9 sign-in board: the days of the current streak are SIGNED; the day today's sign-in
 * would be (nextSignInStreakDay: continue, restart after day 7 or after a missed day) is the one
 * that isCanSign, unless the player already signed today. `streak` is the days signed so far in
 * the run the board shows (0 when a missed day or a finished cycle starts a new one).
 */
export function signInBoard(
  last: { readonly day: DayKey; readonly streakDay: number } | undefined,
  today: DayKey,
): { readonly streak: number; readonly nextDay: number | undefined; readonly items: readonly SignInBoardItem[] } {
  const next = nextSignInStreakDay(last, today);
  const streak = next.ok ? next.streakDay - 1 : (last?.streakDay ?? 0);
  const nextDay = next.ok ? next.streakDay : undefined;
  const items = Array.from({ length: SIGN_IN_STREAK_DAYS }, (_, i): SignInBoardItem => {
    const day = i + 1;
    return { day, isCanSign: day === nextDay, signState: day <= streak ? SIGN_STATE_SIGNED : SIGN_STATE_UNSIGNED };
  });
  return { streak, nextDay, items };
}
