// The one error type every failed call rejects with (spec §8).
import { MESSAGES, UNAUTHORIZED_CODE } from '@perya/domain';

/**
 * - `envelope`: the server answered with a non-success envelope (code from it).
 * - `transport`: no usable envelope: HTTP error status, network failure, unreadable body (code =
 *   HTTP status, or 600).
 * - `timeout`: aborted after the request timeout (code 600).
 * - `validation`: the payload failed the contract before it was sent (code VALIDATION).
 * - `contract`: the server's success `data` did not match the contract (code 600).
 * - `aborted`: the caller cancelled (its `signal`, e.g. React Query dropping a query); nothing is
 *   shown for it.
 */
export type ApiErrorKind = 'envelope' | 'transport' | 'timeout' | 'validation' | 'contract' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Envelope code (or its status when it has none), HTTP status, or 600 (spec §8). */
  readonly code: string | number;
  /** Text to show: the server's message, the HTTP status text, or MESSAGES.networkAnomaly. */
  readonly msg: string;
  /** The URL that was called. */
  readonly url: string;
  readonly kind: ApiErrorKind;
  /** HTTP status of the response, when there was one. */
  readonly httpStatus: number | undefined;
  /**
   * The error envelope's `data`: details of a refusal (player-protection refusals carry
   * protectionRefusalSchema: which limit, when it resets), else undefined. Unvalidated: read it
   * through a schema or a narrowing helper.
   */
  readonly data: unknown;

  constructor(init: {
    code: string | number;
    msg?: string | undefined;
    url: string;
    kind: ApiErrorKind;
    httpStatus?: number | undefined;
    data?: unknown;
    cause?: unknown;
  }) {
    const msg = init.msg === undefined || init.msg === '' ? MESSAGES.networkAnomaly : init.msg;
    super(msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.msg = msg;
    this.url = init.url;
    this.kind = init.kind;
    this.httpStatus = init.httpStatus;
    this.data = init.data ?? undefined;
  }

  /** A 401, whether it came as an HTTP status or as an envelope code/status (spec §4, §8). */
  get unauthorized(): boolean {
    return Number(this.code) === UNAUTHORIZED_CODE || this.httpStatus === UNAUTHORIZED_CODE;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
