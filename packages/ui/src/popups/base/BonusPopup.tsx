// The bonus popup: opened when the pay-list activity reports a bonus above 0 (spec §7), and the
// daily guaranteed bonus (spec §1).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { BigAmount, GiftArt } from '../shared';
import type { PopupComponentProps } from '../types';

export function BonusPopup({
  amount,
  locale,
  title = 'Bonus',
  message = 'A bonus has been added to your bonus wallet.',
  claimLabel = 'OK',
  onClaim,
  ...chrome
}: PopupComponentProps<'bonus'>) {
  const onPress = onClaim ?? chrome.onClose;
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={<GiftArt />}
      actions={
        onPress ? (
          <Button fullWidth onClick={onPress}>
            {claimLabel}
          </Button>
        ) : undefined
      }
    >
      <div className={`${css.stack} ${css.centered}`}>
        <BigAmount amount={amount} locale={locale} />
        <p className={css.muted}>{message}</p>
      </div>
    </Popup>
  );
}
