// A refusal a handler throws on purpose: it becomes the contract's error envelope for that code.
import type { MessageKey } from '@perya/domain';
import type { ErrorCodeName } from '@perya/api/contract';

export type ErrorName = Exclude<ErrorCodeName, 'SUCCESS'>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorName,
    /** A more precise message than the code's default (spec §5/§8 message catalogue). */
    readonly messageKey?: MessageKey,
    /** Details for the envelope's data (a protection refusal's limit and reset time). */
    readonly data?: Readonly<Record<string, unknown>>,
  ) {
    super(messageKey === undefined ? code : `${code}: ${messageKey}`);
    this.name = 'AppError';
  }
}

export function fail(code: ErrorName, messageKey?: MessageKey): never {
  throw new AppError(code, messageKey);
}
