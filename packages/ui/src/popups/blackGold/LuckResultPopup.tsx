// The result of a lucky spin or draw (black-gold v3/v4 "luck result").
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { WheelArt } from '../shared';
import type { PopupComponentProps } from '../types';

export function LuckResultPopup({ prize, onAgain, title, againLabel = 'Spin again', ...chrome }: PopupComponentProps<'luckResult'>) {
  const won = prize !== undefined && prize !== '';
  return (
    <Popup
      {...chrome}
      title={title ?? (won ? 'Congratulations!' : 'Better luck next time')}
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
        {won ? <p className={css.amount}>{prize}</p> : <p className={css.muted}>No prize this time.</p>}
      </div>
    </Popup>
  );
}
