// Envelope error codes of the x2 server (spec §8: "Server error codes: not shown", so these are
// our design). Their own module: the client needs them in the first load, the messages below
// (errors.ts) go with the rest of the contract.
import { SUCCESS_CODE } from '@perya/domain';

/**
 * Named envelope codes. Strings, like the success code "00000" (spec §5). Protocol-level codes
 * reuse the HTTP number ('400', '401', ...) so a 401 means the same thing whether it arrives as
 * an HTTP status or an envelope code (spec §4, §8). Business refusals use 5-digit codes grouped by
 * area: 10xxx account, 11xxx SMS, 20xxx wallet, 30xxx activities, 40xxx games, 50xxx migration,
 * 60xxx player protection.
 */
export const ERROR_CODES = {
  SUCCESS: SUCCESS_CODE,
  /** A field failed its schema; the message names the first problem (spec §5). */
  VALIDATION: '400',
  /** No token, or an expired/revoked one: the client clears the session and goes to login. */
  UNAUTHORIZED: '401',
  /** Logged in, but this action is not allowed for this account. */
  FORBIDDEN: '403',
  NOT_FOUND: '404',
  /** Too many attempts in a window (login, SMS send, code check). */
  RATE_LIMITED: '429',
  /** The Idempotency-Key was already used for a different request (another body or endpoint). */
  IDEMPOTENCY_KEY_REUSED: '422',
  /**
   * The Idempotency-Key's first request is still running (or its answer was lost in a crash
   * after its money moved): nothing was done now; the player checks the records.
   */
  IDEMPOTENCY_IN_PROGRESS: '409',
  SERVER_ERROR: '500',

  CREDENTIALS_INCORRECT: '10001',
  ACCOUNT_EXISTS: '10002',
  ACCOUNT_NOT_FOUND: '10003',
  /** Email and phone, once bound, cannot be changed (spec §4). */
  ALREADY_BOUND: '10004',
  NAME_EDIT_FAILED: '10005',
  INVITE_CODE_INVALID: '10006',
  PHONE_INVALID: '10007',
  /** No date of birth on record: asked once before any deposit or bet (issue 15). */
  AGE_UNCONFIRMED: '10008',
  /** Younger than the market's minimum age (issue 15: 21 in the Philippines). */
  AGE_RESTRICTED: '10009',

  CODE_INCORRECT: '11001',
  CODE_EXPIRED: '11002',
  CODE_TOO_MANY_ATTEMPTS: '11003',
  /** SMS resend blocked 120 s after the last send (spec §5). */
  CODE_RESEND_TOO_SOON: '11004',

  INSUFFICIENT_BALANCE: '20001',
  WITHDRAWAL_COUNT_LIMIT: '20002',
  /** Outside the cash-out window (spec §4, §9: 7:00-19:00). */
  OUTSIDE_WITHDRAWAL_HOURS: '20003',
  AMOUNT_BELOW_MIN: '20004',
  AMOUNT_ABOVE_MAX: '20005',
  ORDER_FAILED: '20006',
  /** Withdrawals blocked 24 h after a password or security change (spec §6, §9). */
  SECURITY_CHANGE_BLOCK: '20007',
  PAYMENT_FAILED: '20008',
  NO_BALANCE: '20009',
  AMOUNT_REQUIRED: '20010',
  /** Cash out without the password or code it needs (issue 11: a new destination needs the SMS code). */
  WITHDRAWAL_PROOF_REQUIRED: '20011',
  /** Cash out needs a phone proven by SMS code (issue 11). */
  PHONE_NOT_VERIFIED: '20012',

  /** Guaranteed activity closed (spec §8). */
  EVENT_CLOSED: '30001',
  ALREADY_SIGNED_IN: '30002',
  NOT_ENOUGH_POINTS: '30003',
  NOTHING_TO_CLAIM: '30004',
  FEATURE_DISABLED: '30005',

  GAME_NOT_FOUND: '40001',

  MIGRATION_NOT_AVAILABLE: '50001',

  /** Over a deposit, loss or play-time limit the player set; the envelope data says when it resets. */
  LIMIT_REACHED: '60001',
  /** In a cooling-off or self-exclusion: no bets, deposits or bonuses until it ends. */
  SELF_EXCLUDED: '60002',
  /** The market asks for an identity check before the first deposit. */
  KYC_REQUIRED: '60003',
  /** The player's market does not allow this (a game, a payment method, a bonus). */
  NOT_IN_MARKET: '60004',
  /** The operator blocked the account and froze its balance (spec §6 fraud): no bets, deposits, withdrawals or bonuses. */
  ACCOUNT_FROZEN: '60005',
  /** A second account of one player (same device or IP as an earlier one, spec §6): no promotions. */
  ONE_PER_PLAYER: '60006',
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];
