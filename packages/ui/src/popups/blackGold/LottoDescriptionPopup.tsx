// Lotto rules (black-gold v3/v4 lotto), with the daily special draws of spec §4.
import { SPECIAL_DRAW_TIMES } from '@perya/domain';
import { BottomSheet } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import type { PopupComponentProps } from '../types';

export function LottoDescriptionPopup({
  paragraphs,
  drawTimes = SPECIAL_DRAW_TIMES,
  title = 'How to play',
  drawTimesLabel = 'Special draws every day (GMT+8)',
  ...chrome
}: PopupComponentProps<'lottoDescription'>) {
  return (
    <BottomSheet {...chrome} title={title}>
      <div className={css.stack}>
        {paragraphs.map((text, i) => (
          <p key={i} className={css.message}>
            {text}
          </p>
        ))}
        <p className={css.muted}>{drawTimesLabel}</p>
        <ul className={css.chips} aria-label={drawTimesLabel}>
          {drawTimes.map((time) => (
            <li key={time} className={css.chip}>
              {time}
            </li>
          ))}
        </ul>
      </div>
    </BottomSheet>
  );
}
