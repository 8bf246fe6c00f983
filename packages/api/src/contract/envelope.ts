// The response envelope every x2 endpoint (except raw ones) answers with (spec §3, §5).
import { z } from 'zod/mini';
import { MESSAGES, SUCCESS_CODE, type MessageKey } from '@perya/domain';
import { ERROR_CODES, ERROR_INFO, type ErrorCodeName } from './errors';

/**
 * `{ code, message, status, data }`. `code` is "00000" on success only (spec §5); `message` is the
 * English text of a `MESSAGES` entry; `status` repeats the HTTP status (200 on success); `data`
 * is the endpoint's response; on error null, or the refusal's details
 * (player-protection refusals: protectionRefusalSchema).
 */
export const envelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  status: z.int(),
  data: z.unknown(),
});

export type Envelope<T = unknown> = {
  code: string;
  message: string;
  status: number;
  data: T;
};

/** The envelope schema with `data` typed by an endpoint's response schema. */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.extend(envelopeSchema, { data });
}

/** A success envelope (server side). */
export function okEnvelope<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, message: 'success', status: 200, data };
}

/**
 * An error envelope for a named code (server side). `messageKey` overrides the code's default
 * message, e.g. VALIDATION with `enterCorrectPhone`.
 */
export function errorEnvelope<D = null>(
  name: Exclude<ErrorCodeName, 'SUCCESS'>,
  messageKey?: MessageKey,
  /** Details of the refusal for the page (e.g. a limit's reset time); null for most refusals. */
  data: D | null = null,
): Envelope<D | null> {
  const info = ERROR_INFO[name];
  return {
    code: ERROR_CODES[name],
    message: MESSAGES[messageKey ?? info.messageKey],
    status: info.httpStatus,
    data,
  };
}
