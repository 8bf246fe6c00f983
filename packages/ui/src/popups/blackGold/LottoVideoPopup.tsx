// The lotto "draw video" (spec §2 lotto video popup, black-gold v3/v4). There is no camera at our
// draws: the numbers come from a committed seed, so the video is a replay drawn here: the balls
// roll out of the drum one after another in draw order, each settling in its slot. CSS animations
// on transform and opacity only (the compositor runs them); under prefers-reduced-motion the balls
// are simply there. It restarts whenever the popup opens (the element mounts anew).
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

/** Milliseconds between two balls of the replay. */
export const LOTTO_REPLAY_STEP_MS = 900;

export function LottoVideoPopup({ numbers, caption, title: titleProp, ...chrome }: PopupComponentProps<'lottoVideo'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.lottoVideo.title');
  const label = numbers.join(' ');
  return (
    <Popup {...chrome} title={title}>
      <div className={css.stack}>
        <div className={css.replayStage} role="img" aria-label={label} data-testid="lotto-replay">
          <div className={css.replayDrum} aria-hidden="true" />
          <ol className={css.replayBalls} aria-hidden="true">
            {numbers.map((n, i) => (
              <li key={i} className={css.replayBall} style={{ animationDelay: `${(i + 1) * LOTTO_REPLAY_STEP_MS}ms` }} data-ball={n}>
                {n}
              </li>
            ))}
          </ol>
        </div>
        {caption === undefined ? null : <p className={css.muted}>{caption}</p>}
      </div>
    </Popup>
  );
}
