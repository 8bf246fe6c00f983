// Spin with no ticket: the wheel costs 200 points a spin (spec §3, §9) and the player has fewer.
import { SPIN_COST_POINTS } from '@perya/domain';
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { WheelArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function SpinNoTicketPopup({
  points,
  spinCost = SPIN_COST_POINTS,
  onGetPoints,
  title: titleProp,
  message,
  getPointsLabel: getPointsLabelProp,
  ...chrome
}: PopupComponentProps<'spinNoTicket'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.spinNoTicket.title');
  const getPointsLabel = getPointsLabelProp ?? t('popups.spinNoTicket.action');
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={<WheelArt />}
      actions={
        onGetPoints ? (
          <Button fullWidth onClick={onGetPoints}>
            {getPointsLabel}
          </Button>
        ) : undefined
      }
    >
      <div className={`${css.stack} ${css.centered}`}>
        <p className={css.message}>
          {message ?? t('popups.spinNoTicket.body', { points: spinCost })}
        </p>
        <p className={css.muted}>
          {t('points.balance')}: {points}
        </p>
      </div>
    </Popup>
  );
}
