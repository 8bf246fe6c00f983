// App update: the boot call reports a version newer than ours (spec §4, §7); an emergency update
// (spec §1 emergency alert) is forced and cannot be dismissed.
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { PhoneArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function AppUpdatePopup({
  version,
  onUpdate,
  force = false,
  notes,
  title: titleProp,
  updateLabel: updateLabelProp,
  laterLabel: laterLabelProp,
  onClose,
  ...chrome
}: PopupComponentProps<'appUpdate'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.appUpdate.title');
  const updateLabel = updateLabelProp ?? t('popups.appUpdate.action');
  const laterLabel = laterLabelProp ?? t('ui.later');
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
