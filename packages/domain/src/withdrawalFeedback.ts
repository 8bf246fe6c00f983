// What a player may do about one of their withdrawals after applying (spec §5 "cash-out boost and
// comment buttons", tracked events cashOutBoost.click and cashOutComment.click). The spec names the
// buttons and nothing else; the rules below are ours, shaped on what a Philippine e-wallet player
// expects: a "Speed up" while the order is still processing, which hands the player to customer
// service with the order number and tells the operator the player is waiting, at most once an hour
// per order; and a one-time 1–5 star rating with a short optional comment once it is paid out.
import type { PaymentStatus } from './statuses';

/** spec §5 cash-out boost: one speed-up request per withdrawal order per hour (ours). */
export const WITHDRAWAL_BOOST_COOLDOWN_MS = 3_600_000;

/** spec §5 cash-out comment: the rating's bounds, whole stars (ours). */
export const WITHDRAWAL_RATING_MIN = 1;
export const WITHDRAWAL_RATING_MAX = 5;

/** spec §5 cash-out comment: the longest comment, in UTF-16 units as a text field counts them, after trimming (ours: a short note, an SMS's length). */
export const WITHDRAWAL_COMMENT_MAX = 160;

/** spec §5 cash-out boost: only a withdrawal still held (pending) can be sped up. */
export function canBoostWithdrawal(status: PaymentStatus | undefined): boolean {
  return status === 'pending';
}

/** spec §5 cash-out comment: only a paid-out (success) withdrawal can be rated. */
export function canRateWithdrawal(status: PaymentStatus | undefined): boolean {
  return status === 'success';
}

/**
 * spec §5 cash-out boost: when this order may be sped up again, given its last speed-up (null:
 * never). A time at or before `now` means it may be sped up now.
 */
export function nextWithdrawalBoostAt(lastBoostAt: number | null): number | null {
  return lastBoostAt === null ? null : lastBoostAt + WITHDRAWAL_BOOST_COOLDOWN_MS;
}

/** spec §5 cash-out boost: whether a speed-up asked at `now` is allowed after the last one. */
export function isWithdrawalBoostDue(lastBoostAt: number | null, now: number): boolean {
  const next = nextWithdrawalBoostAt(lastBoostAt);
  // Stryker disable next-line ConditionalExpression: now >= null reads null as 0, in the past of any real clock; the test is for the type checker
  if (next === null) return true;
  return now >= next;
}

/** spec §5 cash-out comment: a whole number of stars within the bounds. */
export function isWithdrawalRating(stars: unknown): stars is number {
  // Stryker disable next-line ConditionalExpression: Number.isInteger is false for every non-number; the typeof is for the type predicate
  if (typeof stars !== 'number') return false;
  return Number.isInteger(stars) && stars >= WITHDRAWAL_RATING_MIN && stars <= WITHDRAWAL_RATING_MAX;
}

// Control characters other than the line break (a comment is one short note; tabs and the like are
// never meant, and some break the operator's one-line views).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F]/;

/**
 * spec §5 cash-out comment: the comment as stored (trimmed; '' when none), or why it is refused
 * (the message key of @perya/domain MESSAGES).
 */
export function checkWithdrawalComment(comment: string | undefined): { ok: true; value: string } | { ok: false; error: 'withdrawalCommentTooLong' | 'withdrawalCommentInvalid' } {
  const value = (comment ?? '').trim();
  if (value.length > WITHDRAWAL_COMMENT_MAX) return { ok: false, error: 'withdrawalCommentTooLong' };
  if (CONTROL.test(value)) return { ok: false, error: 'withdrawalCommentInvalid' };
  return { ok: true, value };
}
