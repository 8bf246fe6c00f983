// Confirm log out (black-gold v3/v4; spec §4 logout clears token and user fields — the shell's job).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { DoorArt } from '../shared';
import type { PopupComponentProps } from '../types';

export function LogoutPopup({
  onConfirm,
  title = 'Log out',
  message = 'Do you want to log out of this account?',
  confirmLabel = 'Log out',
  cancelLabel = 'Cancel',
  ...chrome
}: PopupComponentProps<'logout'>) {
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
