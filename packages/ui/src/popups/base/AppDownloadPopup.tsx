// The app download prompt: install the Android app (spec §1 install prompt; events "apk button
// click" are the shell's to send).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { PhoneArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function AppDownloadPopup({
  onDownload,
  title: titleProp,
  message,
  downloadLabel: downloadLabelProp,
  ...chrome
}: PopupComponentProps<'appDownload'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.appDownload.title');
  const downloadLabel = downloadLabelProp ?? t('popups.appDownload.action');
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={<PhoneArt />}
      actions={
        <Button fullWidth onClick={onDownload}>
          {downloadLabel}
        </Button>
      }
    >
      <p className={`${css.message} ${css.centered}`}>{message ?? t('popups.appDownload.body')}</p>
    </Popup>
  );
}
