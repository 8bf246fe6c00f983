// The bonus popup: opened when the pay-list activity reports a bonus above 0 (spec §7), and the
// daily guaranteed bonus (spec §1).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { BigAmount } from '../shared';
import { GiftArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function BonusPopup({
  amount,
  locale,
  title: titleProp,
  message: messageProp,
  claimLabel: claimLabelProp,
  onClaim,
  ...chrome
}: PopupComponentProps<'bonus'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.bonus.title');
  const message = messageProp ?? t('ui.bonusAdded');
  const claimLabel = claimLabelProp ?? t('common.ok');
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
