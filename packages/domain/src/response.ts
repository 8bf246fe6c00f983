// The x2 response envelope's success rule (spec §3, §5, §7).
import { SUCCESS_CODE } from './constants';

/** The response envelope (spec §3). */
export interface ResponseEnvelope<T = unknown> {
  readonly code: string;
  readonly message: string;
  readonly status?: number | string;
  readonly data: T;
}

/** spec §5: a response is a success only if its code is exactly "00000" (a string, not 0). */
export function isSuccessCode(code: unknown): boolean {
  return code === SUCCESS_CODE;
}

/** spec §5: success of an envelope-shaped value. */
export function isSuccessResponse(response: unknown): boolean {
  return typeof response === 'object' && response !== null && isSuccessCode((response as { code?: unknown }).code);
}
