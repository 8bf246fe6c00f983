// The one error type engines throw: a machine code for the server's logs and tests, the domain
// message key the server puts in the envelope (spec §8), and an English detail for developers.
import type { MessageKey } from '@perya/domain';

export type EngineErrorCode =
  | 'INVALID_CONFIG'
  | 'INVALID_STAKE'
  | 'INVALID_BET'
  | 'INVALID_SEED'
  | 'INVALID_TIME'
  | 'ILLEGAL_TRANSITION'
  | 'BETTING_CLOSED'
  | 'DUPLICATE_BET'
  | 'UNKNOWN_BET'
  | 'ALREADY_REVEALED'
  | 'GAME_DISABLED';

const MESSAGE_KEYS: Record<EngineErrorCode, MessageKey> = {
  INVALID_CONFIG: 'serverError',
  INVALID_STAKE: 'invalidRequest',
  INVALID_BET: 'invalidRequest',
  INVALID_SEED: 'invalidRequest',
  INVALID_TIME: 'serverError',
  ILLEGAL_TRANSITION: 'invalidRequest',
  BETTING_CLOSED: 'bettingClosed',
  DUPLICATE_BET: 'invalidRequest',
  UNKNOWN_BET: 'notFound',
  ALREADY_REVEALED: 'invalidRequest',
  GAME_DISABLED: 'featureDisabled',
};

/**
 * Thrown for bad input or an illegal state transition. Engines are pure and return new states, so
 * a throw always means "nothing changed" (CONVENTIONS.md §12).
 */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** Key of `MESSAGES` in @perya/domain for the player-facing text. */
  readonly messageKey: MessageKey;

  constructor(code: EngineErrorCode, detail: string) {
    super(detail);
    this.name = 'EngineError';
    this.code = code;
    this.messageKey = MESSAGE_KEYS[code];
  }
}

/** Throws INVALID_CONFIG unless `ok`; configs are checked once, when an engine is configured. */
export function configCheck(ok: boolean, detail: string): asserts ok {
  if (!ok) throw new EngineError('INVALID_CONFIG', detail);
}
