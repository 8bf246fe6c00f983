// The refusal or failure of a player's last action (a message key of spec §8, and when a limit
// resets or a break ends, issue 15), as every game view shows it above its main button; nothing
// when there is none.
import { refusalText, useTranslation } from '@perya/i18n';
import type { ActionFailure } from '../transport/errors';
import * as g from './game.css';

export function ActionError({ error }: { readonly error: ActionFailure | null }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  return (
    <p className={g.error} role="alert">
      {refusalText(t, i18n.language, error.key, error.data)}
    </p>
  );
}
