// The line under a game's board that says how the last round ended (resultLine.ts), in the tone
// of the result; empty, at its height, before the first round.
import { useTranslation } from '@perya/i18n';
import type { ResultMessage } from './resultLine';
import * as g from './game.css';

/** Give it the round as its `key`, so each new result plays its entrance again. */
export function ResultLine({ message, demo }: { readonly message: ResultMessage | null; readonly demo: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      className={`${g.resultLine} ${g.result[message?.tone ?? 'neutral']}`}
      data-testid="round-result"
      data-result={message?.kind ?? ''}
      aria-live="polite"
    >
      {message ? t(message.key, { ...message.params, demo }) : ''}
    </p>
  );
}
