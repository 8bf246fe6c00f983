// The refusal or failure of a player's last action (a message key of spec §8), as every game view
// shows it above its main button; nothing when there is none.
import { useTranslation } from '@perya/i18n';
import * as g from './game.css';

export function ActionError({ error }: { readonly error: string | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className={g.error} role="alert">
      {t(`messages.${error}` as 'messages.networkAnomaly')}
    </p>
  );
}
