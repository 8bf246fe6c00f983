// The player-facing message of a failed game call: a key of the spec §8 catalogue (messages.*).
import { ApiError } from '@perya/api/client';
import { MESSAGES, type MessageKey } from '@perya/domain';
import { messageKeyOfText } from '@perya/i18n';
import { GameRefusal } from './types';

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES, key);

export function messageKeyOfError(error: unknown): MessageKey {
  if (error instanceof GameRefusal && isMessageKey(error.messageKey)) return error.messageKey;
  if (error instanceof ApiError) return messageKeyOfText(error.msg) ?? 'networkAnomaly';
  return 'networkAnomaly';
}

/** What a view shows for a failed action: the message, and the refusal's details (issue 15). */
export interface ActionFailure {
  readonly key: MessageKey;
  readonly data?: unknown;
}

export function actionFailureOf(error: unknown): ActionFailure {
  const key = messageKeyOfError(error);
  const data = error instanceof GameRefusal ? error.data : error instanceof ApiError ? error.data : undefined;
  return data === undefined ? { key } : { key, data };
}
