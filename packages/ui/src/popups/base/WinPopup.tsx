// "You won": a game round paid out (in-house games; demo wins in D$, spec §1), or a lucky-wheel
// prize on the brands without the black-gold luck-result popup.
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { BigAmount } from '../shared';
import { TrophyArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function WinPopup({
  amount,
  prize,
  demo = false,
  locale,
  title: titleProp,
  continueLabel: continueLabelProp,
  onContinue,
  ...chrome
}: PopupComponentProps<'win'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.win.title');
  const continueLabel = continueLabelProp ?? t('ui.continue');
  const onPress = onContinue ?? chrome.onClose;
  return (
    <Popup
      {...chrome}
      title={title}
      illustration={<TrophyArt />}
      actions={
        onPress ? (
          <Button fullWidth onClick={onPress}>
            {continueLabel}
          </Button>
        ) : undefined
      }
    >
      <div className={`${css.stack} ${css.centered}`}>
        {prize === undefined ? <BigAmount amount={amount} demo={demo} locale={locale} /> : <p className={css.amount}>{prize}</p>}
      </div>
    </Popup>
  );
}
