// App update: the boot call reports a version newer than ours (spec §4, §7); an emergency update
// (spec §1 emergency alert) is forced and cannot be dismissed.
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { PhoneArt } from '../shared';
import type { PopupComponentProps } from '../types';

export function AppUpdatePopup({
  version,
  onUpdate,
  force = false,
  notes,
  title = 'New version available',
  updateLabel = 'Update now',
  laterLabel = 'Later',
  onClose,
  ...chrome
}: PopupComponentProps<'appUpdate'>) {
  return (
    <Popup
      {...chrome}
      {...(force || !onClose ? {} : { onClose })}
      title={title}
      illustration={<PhoneArt update />}
      actions={
        <>
          <Button fullWidth onClick={onUpdate}>
            {updateLabel}
          </Button>
          {!force && onClose ? (
            <Button fullWidth variant="ghost" onClick={onClose}>
              {laterLabel}
            </Button>
          ) : null}
        </>
      }
    >
      <div className={`${css.stack} ${css.centered}`}>
        <p className={css.message}>
          <strong>v{version}</strong>
        </p>
        {notes ? <p className={css.muted}>{notes}</p> : null}
      </div>
    </Popup>
  );
}
