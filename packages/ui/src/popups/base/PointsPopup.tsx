// Points earned (35 for the daily login, spec §3, §9).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { CoinsArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function PointsPopup({
  points,
  total,
  title: titleProp,
  reason: reasonProp,
  okLabel: okLabelProp,
  ...chrome
}: PopupComponentProps<'points'>) {
  const t = useUiText();
  // spec §3: the daily login earns points; the shell names other reasons.
  const reason = reasonProp ?? t('points.dailyLogin', { points });
  const title = titleProp ?? t('popups.points.title');
  const okLabel = okLabelProp ?? t('common.ok');
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={<CoinsArt />}
      actions={
        chrome.onClose ? (
          <Button fullWidth onClick={chrome.onClose}>
            {okLabel}
          </Button>
        ) : undefined
      }
    >
      <div className={`${css.stack} ${css.centered}`}>
        <p className={css.amount}>+{points}</p>
        <p className={css.muted}>{reason}</p>
        {total === undefined ? null : (
          <p className={css.muted}>
            {t('points.balance')}: {total}
          </p>
        )}
      </div>
    </Popup>
  );
}
