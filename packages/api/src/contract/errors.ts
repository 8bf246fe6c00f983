// Envelope error codes of the x2 server (spec §8: "Server error codes: not shown", so these are
// our design) and the message each one carries.
import { MESSAGES, SUCCESS_CODE, type MessageKey } from '@perya/domain';

/**
 * Named envelope codes. Strings, like the success code "00000" (spec §5). Protocol-level codes
 * reuse the HTTP number ('400', '401', ...) so a 401 means the same thing whether it arrives as
 * an HTTP status or an envelope code (spec §4, §8). Business refusals use 5-digit codes grouped by
 * area: 10xxx account, 11xxx SMS, 20xxx wallet, 30xxx activities, 40xxx games, 50xxx migration.
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
  SERVER_ERROR: '500',

  CREDENTIALS_INCORRECT: '10001',
  ACCOUNT_EXISTS: '10002',
  ACCOUNT_NOT_FOUND: '10003',
  /** Email and phone, once bound, cannot be changed (spec §4). */
  ALREADY_BOUND: '10004',
  NAME_EDIT_FAILED: '10005',
  INVITE_CODE_INVALID: '10006',
  PHONE_INVALID: '10007',

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

  /** Guaranteed activity closed (spec §8). */
  EVENT_CLOSED: '30001',
  ALREADY_SIGNED_IN: '30002',
  NOT_ENOUGH_POINTS: '30003',
  NOTHING_TO_CLAIM: '30004',
  FEATURE_DISABLED: '30005',

  GAME_NOT_FOUND: '40001',

  MIGRATION_NOT_AVAILABLE: '50001',
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];

export interface ErrorInfo {
  /** Message catalogue key; the envelope `message` is `MESSAGES[messageKey]`. */
  readonly messageKey: MessageKey;
  /** HTTP status the server answers with; the envelope `status` repeats it. */
  readonly httpStatus: number;
}

/** Default message and HTTP status per code (a server may send a more precise message key). */
export const ERROR_INFO: Readonly<Record<Exclude<ErrorCodeName, 'SUCCESS'>, ErrorInfo>> = {
  VALIDATION: { messageKey: 'checkInformation', httpStatus: 400 },
  UNAUTHORIZED: { messageKey: 'sessionExpired', httpStatus: 401 },
  FORBIDDEN: { messageKey: 'featureDisabled', httpStatus: 403 },
  NOT_FOUND: { messageKey: 'notFound', httpStatus: 404 },
  RATE_LIMITED: { messageKey: 'tooManyRequests', httpStatus: 429 },
  SERVER_ERROR: { messageKey: 'serverError', httpStatus: 500 },
  CREDENTIALS_INCORRECT: { messageKey: 'usernameOrPasswordIncorrect', httpStatus: 200 },
  ACCOUNT_EXISTS: { messageKey: 'accountAlreadyRegistered', httpStatus: 200 },
  ACCOUNT_NOT_FOUND: { messageKey: 'accountNotFound', httpStatus: 200 },
  ALREADY_BOUND: { messageKey: 'alreadyBound', httpStatus: 200 },
  NAME_EDIT_FAILED: { messageKey: 'nameEditFailed', httpStatus: 200 },
  INVITE_CODE_INVALID: { messageKey: 'inviteCodeInvalid', httpStatus: 200 },
  PHONE_INVALID: { messageKey: 'enterCorrectPhone', httpStatus: 200 },
  CODE_INCORRECT: { messageKey: 'codeIncorrect', httpStatus: 200 },
  CODE_EXPIRED: { messageKey: 'codeExpired', httpStatus: 200 },
  CODE_TOO_MANY_ATTEMPTS: { messageKey: 'codeTooManyAttempts', httpStatus: 200 },
  CODE_RESEND_TOO_SOON: { messageKey: 'codeResendTooSoon', httpStatus: 200 },
  INSUFFICIENT_BALANCE: { messageKey: 'insufficientAvailableBalance', httpStatus: 200 },
  WITHDRAWAL_COUNT_LIMIT: { messageKey: 'withdrawalCountLimit', httpStatus: 200 },
  OUTSIDE_WITHDRAWAL_HOURS: { messageKey: 'withdrawalHours', httpStatus: 200 },
  AMOUNT_BELOW_MIN: { messageKey: 'amountBelowMin', httpStatus: 200 },
  AMOUNT_ABOVE_MAX: { messageKey: 'amountAboveMax', httpStatus: 200 },
  ORDER_FAILED: { messageKey: 'orderGenerationFailed', httpStatus: 200 },
  SECURITY_CHANGE_BLOCK: { messageKey: 'securityChangeBlock', httpStatus: 200 },
  PAYMENT_FAILED: { messageKey: 'paymentFailed', httpStatus: 200 },
  NO_BALANCE: { messageKey: 'noBalance', httpStatus: 200 },
  AMOUNT_REQUIRED: { messageKey: 'amountRequired', httpStatus: 200 },
  EVENT_CLOSED: { messageKey: 'eventClosed', httpStatus: 200 },
  ALREADY_SIGNED_IN: { messageKey: 'alreadySignedIn', httpStatus: 200 },
  NOT_ENOUGH_POINTS: { messageKey: 'notEnoughPoints', httpStatus: 200 },
  NOTHING_TO_CLAIM: { messageKey: 'nothingToClaim', httpStatus: 200 },
  FEATURE_DISABLED: { messageKey: 'featureDisabled', httpStatus: 200 },
  GAME_NOT_FOUND: { messageKey: 'notFound', httpStatus: 200 },
  MIGRATION_NOT_AVAILABLE: { messageKey: 'featureDisabled', httpStatus: 200 },
};

/** The English envelope message of a code (the server's language; spec §8). */
export function errorMessage(name: Exclude<ErrorCodeName, 'SUCCESS'>): string {
  return MESSAGES[ERROR_INFO[name].messageKey];
}

const BY_CODE = new Map<string, Exclude<ErrorCodeName, 'SUCCESS'>>(
  (Object.keys(ERROR_INFO) as Exclude<ErrorCodeName, 'SUCCESS'>[]).map((n) => [ERROR_CODES[n], n]),
);

/** The name of an envelope code, or undefined for a code this contract does not define. */
export function errorCodeName(code: string): Exclude<ErrorCodeName, 'SUCCESS'> | undefined {
  return BY_CODE.get(code);
}
