// Confirm log out (black-gold v3/v4; spec §4 logout clears token and user fields — the shell's job).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { DoorArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function LogoutPopup({
  onConfirm,
  title: titleProp,
  message: messageProp,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  ...chrome
}: PopupComponentProps<'logout'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.logout.title');
  const message = messageProp ?? t('popups.logout.body');
  const confirmLabel = confirmLabelProp ?? t('popups.logout.title');
  const cancelLabel = cancelLabelProp ?? t('common.cancel');
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={<DoorArt />}
      actions={
        <div className={css.row}>
          {chrome.onClose ? (
            <div className={css.rowItem}>
              <Button fullWidth variant="secondary" onClick={chrome.onClose} data-autofocus="">
                {cancelLabel}
              </Button>
            </div>
          ) : null}
          <div className={css.rowItem}>
            <Button fullWidth variant="danger" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      }
    >
      <p className={`${css.message} ${css.centered}`}>{message}</p>
    </Popup>
  );
}
