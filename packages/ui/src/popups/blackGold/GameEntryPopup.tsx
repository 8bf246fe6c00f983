// Game entry (black-gold v3/v4): a game's art with play, demo and favourite before launching (the
// shell opens it when a game tile is tapped).
import { Button } from '../../components/Button/Button';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function GameEntryPopup({
  gameName,
  provider,
  imageSrc,
  onPlay,
  onDemo,
  favourite = false,
  onToggleFavourite,
  playLabel: playLabelProp,
  demoLabel: demoLabelProp,
  ...chrome
}: PopupComponentProps<'gameEntry'>) {
  const t = useUiText();
  // Beside "Try demo" the real game says so; games without a demo are real-money games too.
  const playLabel = playLabelProp ?? t('popups.playEntry.playReal');
  const demoLabel = demoLabelProp ?? t('games.playDemo');
  return (
    <Popup
      {...chrome}
      title={gameName}
      illustration={imageSrc ? <img className={css.gameArt} src={imageSrc} alt="" /> : undefined}
      actions={
        <>
          <Button fullWidth onClick={onPlay}>
            {playLabel}
          </Button>
          {onDemo ? (
            <Button fullWidth variant="secondary" onClick={onDemo}>
              {demoLabel}
            </Button>
          ) : null}
          {onToggleFavourite ? (
            // The label names the action (add / remove), so it carries the state: no aria-pressed.
            <Button fullWidth variant="ghost" onClick={onToggleFavourite}>
              <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>{' '}
              {t(favourite ? 'games.removeFavourite' : 'games.addFavourite')}
            </Button>
          ) : null}
        </>
      }
    >
      {provider ? <p className={`${css.muted} ${css.centered}`}>{provider}</p> : null}
    </Popup>
  );
}
