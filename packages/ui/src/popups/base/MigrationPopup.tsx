// Account migration tips of the child app (spec §4: jump-to-main, migrate-over or play-in-main,
// each once per day; the shell decides which and when).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { MigrateArt } from '../../art/PopupArt';
import type { MigrationTip, PopupComponentProps } from '../types';
import { useUiText, type UiTextKey } from '../../i18n';

const TITLE_KEYS = {
  jumpToMain: 'popups.migration.title',
  migrateOver: 'popups.migration.title',
  playInMain: 'popups.migration.done',
} as const satisfies Record<MigrationTip, UiTextKey>;

const CONFIRM_KEYS = {
  jumpToMain: 'popups.migration.jumpToMain',
  migrateOver: 'popups.migration.title',
  playInMain: 'popups.migration.jumpToMain',
} as const satisfies Record<MigrationTip, UiTextKey>;

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
  // Money is written in the given locale (default: the player's language).
  const lng = locale ? { lng: locale } : {};
  const moved = [
    amount === undefined ? t('popups.migration.playInMain') : t('popups.migration.body', { amount, ...lng }),
    award === undefined ? '' : t('popups.migration.bonus', { amount: award, ...lng }),
  ];
  const defaultMessage =
    tip === 'migrateOver'
      ? moved.filter(Boolean).join(' ')
      : tip === 'jumpToMain'
        ? t('popups.migration.playInMain')
        : t('popups.migration.migrateOver');
  return (
    <Popup
      {...chrome}
      title={title ?? t(TITLE_KEYS[tip])}
      illustration={<MigrateArt />}
      actions={
        <>
          <Button fullWidth onClick={onConfirm}>
            {confirmLabel ?? t(CONFIRM_KEYS[tip])}
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
