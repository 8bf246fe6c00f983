// When a withdrawal may be applied for, and which amounts (spec §6, §8, §9).
import { MS_PER_DAY, MS_PER_HOUR, gmt8MsOfDay, gmt8Parts } from './gmt8';
import type { MessageKey } from './messages';

/** Withdrawal hours 7:00–19:00 GMT+8 (spec §8, §9). */
export const WITHDRAWAL_OPEN_HOUR = 7;
export const WITHDRAWAL_CLOSE_HOUR = 19;
/** Withdrawals are blocked this long after a password or security change (spec §6, §9). */
export const SECURITY_CHANGE_BLOCK_MS = 24 * MS_PER_HOUR;
/** A submitted withdrawal is handled within one business day (spec §4, §9). */
export const WITHDRAWAL_HANDLING_BUSINESS_DAYS = 1;

/** A rule's answer: ok, or the message key of the refusal. */
export type RuleCheck = { readonly ok: true } | { readonly ok: false; readonly error: MessageKey };

const OK: RuleCheck = { ok: true };
const refuse = (error: MessageKey): RuleCheck => ({ ok: false, error });

/**
 * spec §8/§9 withdrawal hours: from 7:00 (included) to 19:00 (excluded) GMT+8, the usual reading
 * of "7:00-19:00" as opening and closing times.
 */
export function isWithinWithdrawalHours(nowMs: number): boolean {
  const ms = gmt8MsOfDay(nowMs);
  return ms >= WITHDRAWAL_OPEN_HOUR * MS_PER_HOUR && ms < WITHDRAWAL_CLOSE_HOUR * MS_PER_HOUR;
}

/**
 * spec §6/§9: withdrawals are blocked for 24 h after a password or security change. Blocked
 * while now < change + 24 h; a change "in the future" (clock skew) also blocks.
 */
export function isSecurityChangeBlocking(lastSecurityChangeAtMs: number | null | undefined, nowMs: number): boolean {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: null + 24 h is 1970-01-02 and undefined + 24 h is NaN, neither ahead of a real clock; the test is for the type checker
  if (lastSecurityChangeAtMs === null || lastSecurityChangeAtMs === undefined) return false;
  return nowMs < lastSecurityChangeAtMs + SECURITY_CHANGE_BLOCK_MS;
}

/**
 * spec §6/§8/§9: may a withdrawal be applied for now? The security block is reported first
 * (waiting for the hours would not help), then the 7:00–19:00 hours ('withdrawalHours').
 */
export function checkWithdrawalTime(nowMs: number, lastSecurityChangeAtMs?: number | null): RuleCheck {
  if (isSecurityChangeBlocking(lastSecurityChangeAtMs, nowMs)) return refuse('securityChangeBlock');
  if (!isWithinWithdrawalHours(nowMs)) return refuse('withdrawalHours');
  return OK;
}

/** Bounds of an amount in minor units; the spec does not show the numbers (operator config). */
export interface AmountBounds {
  readonly minMinor: number;
  readonly maxMinor: number;
}

/**
 * spec §5 custom deposit amount: cannot be empty, then within the minimum and maximum. Takes the
 * parsed amount in minor units (undefined when the field is empty or unreadable).
 */
export function checkDepositAmount(amountMinor: number | undefined, bounds: AmountBounds): RuleCheck {
  // Stryker disable next-line ConditionalExpression: undefined is not a safe integer either; this line is for the type checker
  if (amountMinor === undefined) return refuse('amountRequired');
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return refuse('amountRequired');
  if (amountMinor < bounds.minMinor) return refuse('amountBelowMin');
  if (amountMinor > bounds.maxMinor) return refuse('amountAboveMax');
  return OK;
}

export interface WithdrawalAmountInput extends AmountBounds {
  readonly amountMinor: number | undefined;
  /** Available (withdrawable) balance in minor units; bonus money is not withdrawable (spec §6). */
  readonly availableMinor: number;
  /** Withdrawals already made in the limit's period, and the limit (undefined: no limit). */
  readonly withdrawalsSoFar?: number;
  readonly maxWithdrawals?: number;
}

/**
 * spec §5/§8 withdrawal amount: required, within the minimum and maximum, covered by the available
 * balance (the fee is taken out of the amount, see actualWithdrawalMinor), and the withdrawal-count limit not yet reached.
 */
export function checkWithdrawalAmount(input: WithdrawalAmountInput): RuleCheck {
  const bounds = checkDepositAmount(input.amountMinor, input);
  if (!bounds.ok) return bounds;
  const amount = input.amountMinor ?? 0;
  if (amount > input.availableMinor) return refuse('insufficientAvailableBalance');
  if ((input.withdrawalsSoFar ?? 0) >= (input.maxWithdrawals ?? Number.POSITIVE_INFINITY)) {
    return refuse('withdrawalCountLimit');
  }
  return OK;
}

/** spec §3 withdrawal info: the actual amount paid out is the amount less the fee, never below 0. */
export function actualWithdrawalMinor(amountMinor: number, feeMinor: number): number {
  return Math.max(0, amountMinor - feeMinor);
}

/** spec §4/§9 business days: Monday to Friday in GMT+8 (public holidays are the operator's to announce). */
export function isBusinessDay(epochMs: number): boolean {
  return gmt8Parts(epochMs).isoWeekday <= 5;
}

/**
 * spec §4/§9 "handled within one business day": the instant a submitted withdrawal is due by,
 * the same GMT+8 wall-clock time on the next business day (Monday → Tuesday, Friday, Saturday or
 * Sunday → Monday). Shown on the withdrawal result page as the expected time.
 */
export function withdrawalDueBy(submittedAtMs: number): number {
  let due = submittedAtMs;
  let remaining = WITHDRAWAL_HANDLING_BUSINESS_DAYS;
  while (remaining > 0) {
    due += MS_PER_DAY;
    if (isBusinessDay(due)) remaining--;
  }
  return due;
}

/** One basis point is 1/10000 of an amount (fee and bonus rates are given in basis points). */
export const BASIS_POINTS = 10_000;

/**
 * spec §3 withdrawal info "amount, fee, actual withdrawal" (the fee numbers are not shown: operator
 * config). The fee is the rate in basis points of the amount, rounded up to a whole minor unit,
 * plus a fixed part, and never more than the amount itself.
 */
export function withdrawalFeeMinor(amountMinor: number, feeRateBps: number, feeFixedMinor: number): number {
  // Stryker disable next-line EqualityOperator: an amount of 0 pays min(0, …) = 0 either way
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return 0;
  const rated = Math.ceil((amountMinor * feeRateBps) / BASIS_POINTS);
  return Math.min(amountMinor, rated + feeFixedMinor);
}

/**
 * Deposit bonus of a deposit-bonus activity (spec §7 payListActivity; numbers not shown, ours):
 * nothing below the activity's minimum deposit, else the rate in basis points of the deposit,
 * rounded down to a whole minor unit, capped at the activity's maximum bonus (0 = no cap).
 */
export function depositBonusMinor(
  amountMinor: number,
  activity: { readonly minDepositMinor: number; readonly bonusRateBps: number; readonly maxBonusMinor: number },
): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < activity.minDepositMinor) return 0;
  // Stryker disable next-line EqualityOperator: a deposit of 0 earns floor(0 × rate) = 0 either way
  if (amountMinor <= 0) return 0;
  const bonus = Math.floor((amountMinor * activity.bonusRateBps) / BASIS_POINTS);
  return activity.maxBonusMinor > 0 ? Math.min(bonus, activity.maxBonusMinor) : bonus;
}

/**
 * spec §5 "withdrawal-count limit rejected": the limit counts a player's withdrawals per day, the
 * day being the GMT+8 settlement day of spec §9 (0:00 GMT+8). This is the instant the counting
 * day of `nowMs` began; withdrawals applied at or after it count.
 */
export function withdrawalCountDayStart(nowMs: number): number {
  return nowMs - gmt8MsOfDay(nowMs);
}
