// One withdrawal order after apply (ours; spec §7 shows no such call): what the cash-out result
// page polls so the player sees the order held, paid or returned (spec §4 "Withdrawal: submitted,
// handled within one business day"), and what the player may do about it (spec §5 "cash-out boost
// and comment buttons"): speed up a held order, rate a paid-out one. Every shape here is ours.
import { z } from 'zod/mini';
import { WITHDRAWAL_COMMENT_MAX, WITHDRAWAL_RATING_MAX, WITHDRAWAL_RATING_MIN } from '@perya/domain';
import { empty, epochMs, issue, minorUnits } from './common';
import { defineEndpoint } from './endpoint';
import { WITHDRAW_METHODS, withdrawApply } from './finance';

/** A player's rating of a paid-out withdrawal (spec §5 cash-out comment): 1–5 stars and a short optional comment. */
export const withdrawalRating = z.object({
  stars: z.int().check(z.gte(WITHDRAWAL_RATING_MIN), z.lte(WITHDRAWAL_RATING_MAX)),
  /** '' when the player wrote none. */
  comment: z.string(),
  createTime: epochMs,
});
export type WithdrawalRating = z.output<typeof withdrawalRating>;

const orderNo = z.string().check(z.minLength(1), z.maxLength(64));

export const withdrawStatus = defineEndpoint({
  name: 'withdrawStatus',
  method: 'GET',
  path: '/x2/withdraw/order/{orderNo}',
  request: () => z.object({ orderNo: z.string().check(z.minLength(1)) }),
  response: () => z.extend(withdrawApply.response, {
    /** When it was paid out or returned; null while pending. */
    settledTime: z.nullable(epochMs),
    /** When the player last asked to speed it up (null: never). Absent from older servers. */
    boostedAt: z.optional(z.nullable(epochMs)),
    /** The player's rating of it once paid out (null: not rated). Absent from older servers. */
    rating: z.optional(z.nullable(withdrawalRating)),
  }),
  options: { noToast: true },
  summary:
    'One of the caller\'s withdrawal orders: status pending (held), success (paid out) or failed (returned). Ours, like /x2/recharge/order/{orderNo}. Errors: NOT_FOUND.',
});

/**
 * spec §5 cash-out boost ("Speed up"): the player of a held withdrawal asks for it to be handled
 * sooner; the operator sees the request (GET /ops/withdrawals/boosts) and the player is handed to
 * customer service with the order number. One per order per hour.
 */
export const withdrawBoost = defineEndpoint({
  name: 'withdrawBoost',
  method: 'POST',
  path: '/x2/withdraw/order/{orderNo}/boost',
  request: () => z.object({ orderNo }),
  response: () => z.object({
    orderNo: z.string(),
    boostedAt: epochMs,
    /** When this order may be sped up again. */
    nextBoostAt: epochMs,
  }),
  options: { noToast: true },
  summary:
    'Ask for one of the caller\'s held withdrawals to be sped up (ours; spec §5 cash-out boost). Errors: NOT_FOUND (no such order of the caller), FORBIDDEN withdrawalBoostNotPending (paid out or returned), RATE_LIMITED withdrawalBoostTooSoon (within an hour of the last).',
});

/** spec §5 cash-out comment ("Rate this cash-out"): once per paid-out withdrawal. */
export const withdrawRate = defineEndpoint({
  name: 'withdrawRate',
  method: 'POST',
  path: '/x2/withdraw/order/{orderNo}/rate',
  request: () => z.object({
    orderNo,
    stars: z.int(issue('withdrawalRatingInvalid')).check(z.gte(WITHDRAWAL_RATING_MIN, issue('withdrawalRatingInvalid')), z.lte(WITHDRAWAL_RATING_MAX, issue('withdrawalRatingInvalid'))),
    /** Optional; trimmed by the server; at most WITHDRAWAL_COMMENT_MAX after trimming. */
    comment: z.optional(z.string(issue('withdrawalCommentInvalid')).check(z.maxLength(WITHDRAWAL_COMMENT_MAX * 2, issue('withdrawalCommentTooLong')))),
  }),
  response: () => z.extend(withdrawalRating, { orderNo: z.string() }),
  options: { noToast: true },
  summary:
    'Rate one of the caller\'s paid-out withdrawals, once (ours; spec §5 cash-out comment). Errors: VALIDATION withdrawalRatingInvalid / withdrawalCommentTooLong / withdrawalCommentInvalid, NOT_FOUND, FORBIDDEN withdrawalRateNotPaid or withdrawalAlreadyRated.',
});

/** One withdrawal still being handled, as the wallet lists it (issue 23 §1 "pending withdrawals show in the wallet"). */
export const pendingWithdrawal = z.object({
  orderNo: z.string(),
  /** The amount held (taken off the main wallet when applied). */
  amount: minorUnits,
  fee: minorUnits,
  /** What reaches the player's account. */
  actualAmount: minorUnits,
  method: z.enum(WITHDRAW_METHODS),
  /** The bank or e-wallet's name as the player chose it. */
  bankName: z.string(),
  /** The last 4 characters of the destination account (never the whole number). */
  accountTail: z.string(),
  createTime: epochMs,
});
export type PendingWithdrawal = z.output<typeof pendingWithdrawal>;

export const withdrawPending = defineEndpoint({
  name: 'withdrawPending',
  method: 'GET',
  path: '/x2/withdraw/pending',
  request: () => empty,
  response: () => z.object({
    /** Newest first; every order still pending (spec §4: handled within one business day). */
    list: z.array(pendingWithdrawal),
    /** The sum held by them: not in the main balance, not spendable, not withdrawable again. */
    held: minorUnits,
  }),
  options: { noToast: true },
  summary: "The caller's withdrawals still being handled (held), with the sum held. Ours (issue 23).",
});
