// Envelope error codes of the x2 server (spec §8: "Server error codes: not shown", so these are
// our design) and the message each one carries.
import { MESSAGES, type MessageKey } from '@perya/domain';
import { ERROR_CODES, type ErrorCodeName } from './errorCodes';

export { ERROR_CODES, type ErrorCode, type ErrorCodeName } from './errorCodes';

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
  IDEMPOTENCY_KEY_REUSED: { messageKey: 'idempotencyKeyReused', httpStatus: 422 },
  IDEMPOTENCY_IN_PROGRESS: { messageKey: 'requestInProgress', httpStatus: 409 },
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
  WITHDRAWAL_PROOF_REQUIRED: { messageKey: 'withdrawalProofRequired', httpStatus: 200 },
  PHONE_NOT_VERIFIED: { messageKey: 'withdrawalPhoneRequired', httpStatus: 200 },
  EVENT_CLOSED: { messageKey: 'eventClosed', httpStatus: 200 },
  ALREADY_SIGNED_IN: { messageKey: 'alreadySignedIn', httpStatus: 200 },
  NOT_ENOUGH_POINTS: { messageKey: 'notEnoughPoints', httpStatus: 200 },
  NOTHING_TO_CLAIM: { messageKey: 'nothingToClaim', httpStatus: 200 },
  FEATURE_DISABLED: { messageKey: 'featureDisabled', httpStatus: 200 },
  GAME_NOT_FOUND: { messageKey: 'notFound', httpStatus: 200 },
  MIGRATION_NOT_AVAILABLE: { messageKey: 'featureDisabled', httpStatus: 200 },
  AGE_UNCONFIRMED: { messageKey: 'birthdayRequired', httpStatus: 200 },
  AGE_RESTRICTED: { messageKey: 'ageRestricted21', httpStatus: 200 },
  LIMIT_REACHED: { messageKey: 'depositLimitReached', httpStatus: 200 },
  SELF_EXCLUDED: { messageKey: 'accountExcluded', httpStatus: 200 },
  KYC_REQUIRED: { messageKey: 'kycRequired', httpStatus: 200 },
  NOT_IN_MARKET: { messageKey: 'notInMarket', httpStatus: 200 },
  ACCOUNT_FROZEN: { messageKey: 'accountFrozen', httpStatus: 200 },
  ONE_PER_PLAYER: { messageKey: 'onePerPlayer', httpStatus: 200 },
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
