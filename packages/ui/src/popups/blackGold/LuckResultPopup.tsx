// The result of a lucky spin or draw (black-gold v3/v4 "luck result").
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { WheelArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function LuckResultPopup({ prize, onAgain, title, againLabel: againLabelProp, ...chrome }: PopupComponentProps<'luckResult'>) {
  const t = useUiText();
  const againLabel = againLabelProp ?? t('ui.spinAgain');
  const won = prize !== undefined && prize !== '';
  return (
    <Popup
      {...chrome}
      title={title ?? (won ? t('popups.win.title') : t('spin.tryAgain'))}
      illustration={<WheelArt />}
      actions={
        onAgain ? (
          <Button fullWidth onClick={onAgain}>
            {againLabel}
          </Button>
        ) : undefined
      }
    >
      <div className={`${css.stack} ${css.centered}`}>
        {won ? <p className={css.amount}>{prize}</p> : <p className={css.muted}>{t('ui.noPrize')}</p>}
      </div>
    </Popup>
  );
}
