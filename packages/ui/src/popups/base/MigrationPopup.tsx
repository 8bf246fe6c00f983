// Account migration tips of the child app (spec §4: jump-to-main, migrate-over or play-in-main,
// each once per day; the shell decides which and when).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { MigrateArt, useFormatMoney } from '../shared';
import type { MigrationTip, PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

const TITLES: Record<MigrationTip, string> = {
  jumpToMain: 'Play in the main app',
  migrateOver: 'Move your account',
  playInMain: 'Your account has moved',
};

const CONFIRM: Record<MigrationTip, string> = {
  jumpToMain: 'Open the main app',
  migrateOver: 'Move my account',
  playInMain: 'Play in the main app',
};

export function MigrationPopup({
  tip,
  onConfirm,
  amount,
  award,
  locale,
  title,
  message,
  confirmLabel,
  laterLabel: laterLabelProp,
  ...chrome
}: PopupComponentProps<'migration'>) {
  const t = useUiText();
  const laterLabel = laterLabelProp ?? t('ui.later');
  const format = useFormatMoney(locale);
  const defaultMessage =
    tip === 'migrateOver'
      ? `Move your balance${amount === undefined ? '' : ` of ${format(amount)}`} to the main app${award === undefined ? '' : ` and get a ${format(award)} bonus`}.`
      : tip === 'jumpToMain'
        ? 'The main app has more games and faster cash out.'
        : 'Your balance is waiting for you in the main app.';
  return (
    <Popup
      {...chrome}
      title={title ?? TITLES[tip]}
      illustration={<MigrateArt />}
      actions={
        <>
          <Button fullWidth onClick={onConfirm}>
            {confirmLabel ?? CONFIRM[tip]}
          </Button>
          {chrome.onClose ? (
            <Button fullWidth variant="ghost" onClick={chrome.onClose}>
              {laterLabel}
            </Button>
          ) : null}
        </>
      }
    >
      <p className={`${css.message} ${css.centered}`}>{message ?? defaultMessage}</p>
    </Popup>
  );
}
