// Invite friends: the player's link as a QR code and copyable, with the code (spec §1 invite and
// referral programme).
import { Button } from '../../components/Button/Button';
import { CopyField } from '../../components/CopyField/CopyField';
import { QrCode } from '../../components/QrCode/QrCode';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function InvitePopup({
  link,
  loading = false,
  code,
  onShare,
  title: titleProp,
  message: messageProp,
  shareLabel: shareLabelProp,
  ...chrome
}: PopupComponentProps<'invite'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.invite.title');
  const message = messageProp ?? t('popups.invite.body');
  const shareLabel = shareLabelProp ?? t('common.share');
  return (
    <Popup
      {...chrome}
      title={title}
      actions={
        onShare ? (
          <Button fullWidth onClick={onShare} disabled={loading}>
            {shareLabel}
          </Button>
        ) : undefined
      }
    >
      <div className={css.stack}>
        {loading ? (
          // Opened at the tap while the link is read (issue 23: skeletons, not a modal loading card).
          <div className={css.stack} data-state="loading">
            <Skeleton shape="text" count={2} />
            <div className={css.qrSkeleton}>
              <Skeleton shape="tile" />
            </div>
            <Skeleton shape="row" count={2} />
          </div>
        ) : (
          <>
            <p className={`${css.muted} ${css.centered}`}>{message}</p>
            <div className={`${css.stack} ${css.centered}`}>
              <QrCode value={link} label={t('ui.inviteQr')} size="sm" />
            </div>
            <CopyField value={link} label={t('invite.myLink')} />
            {code ? <CopyField value={code} label={t('auth.inviteCode')} /> : null}
          </>
        )}
      </div>
    </Popup>
  );
}
