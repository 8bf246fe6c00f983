// Points wallet rules (spec §3, §9): spin price and daily-login credit.
import type { MessageKey } from './messages';

/** Points one spin of the wheel costs (spec §3, §9). */
export const SPIN_COST_POINTS = 200;
/** Points credited for the daily login (spec §3, §9). */
export const DAILY_LOGIN_POINTS = 35;
/** The remark of the daily login's points record, so the records can name it (issue 23 item 1). */
export const DAILY_LOGIN_REMARK = 'Daily login';

/** spec §3: whether the points buy a spin. */
export function canBuySpin(points: number): boolean {
  return points >= SPIN_COST_POINTS;
}

/** spec §3: how many spins the points buy. */
export function spinsAffordable(points: number): number {
  // Stryker disable next-line EqualityOperator: 0 points buy floor(0) = 0 spins either way
  return points > 0 ? Math.floor(points / SPIN_COST_POINTS) : 0;
}

/** spec §3: spends 200 points on a spin, or refuses ('notEnoughPoints') leaving points unchanged. */
export function buySpin(
  points: number,
): { readonly ok: true; readonly points: number } | { readonly ok: false; readonly error: MessageKey } {
  if (!canBuySpin(points)) return { ok: false, error: 'notEnoughPoints' };
  return { ok: true, points: points - SPIN_COST_POINTS };
}
