// Lotto rules (black-gold v3/v4 lotto), with the daily special draws of spec §4.
import { SPECIAL_DRAW_TIMES } from '@perya/domain';
import { BottomSheet } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function LottoDescriptionPopup({
  paragraphs,
  drawTimes = SPECIAL_DRAW_TIMES,
  title: titleProp,
  drawTimesLabel: drawTimesLabelProp,
  ...chrome
}: PopupComponentProps<'lottoDescription'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.lottoDescription.title');
  const drawTimesLabel = drawTimesLabelProp ?? t('ui.lottoDrawTimes');
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
