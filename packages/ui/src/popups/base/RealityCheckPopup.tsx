// The reality check (issue 15): every N minutes of play the player chose, how long this sitting
// has lasted and what it has won or lost, with "keep playing" and "stop".
import { Button } from '../../components/Button/Button';
import { useUiText } from '../../i18n';
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import { useFormatMoney } from '../shared';
import { ClockArt } from '../../art/PopupArt';
import type { PopupComponentProps } from '../types';

export function RealityCheckPopup({
  playedMinutes,
  net,
  locale,
  onKeepPlaying,
  onStop,
  title: titleProp,
  keepPlayingLabel,
  stopLabel,
  ...chrome
}: PopupComponentProps<'realityCheck'>) {
  const t = useUiText();
  const format = useFormatMoney(locale);
  const minutes = Math.max(0, Math.floor(playedMinutes));
  const played = t('protection.realityPopup.played', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const result = net >= 0 ? t('protection.realityPopup.won') : t('protection.realityPopup.lost');
  return (
    <Popup
      {...chrome}
      title={titleProp ?? t('protection.realityPopup.title')}
      illustration={<ClockArt />}
      actions={
        <>
          <Button fullWidth onClick={onStop}>
            {stopLabel ?? t('protection.realityPopup.stop')}
          </Button>
          <Button fullWidth variant="ghost" onClick={onKeepPlaying}>
            {keepPlayingLabel ?? t('protection.realityPopup.keepPlaying')}
          </Button>
        </>
      }
    >
      <dl className={css.summary}>
        <dt className={css.summaryTerm}>{t('protection.realityPopup.playedLabel')}</dt>
        <dd className={css.summaryValue} data-testid="reality-played">
          {played}
        </dd>
        <dt className={css.summaryTerm}>{result}</dt>
        <dd className={css.summaryValue} data-testid="reality-net" data-net={net >= 0 ? 'won' : 'lost'}>
          {format(Math.abs(net))}
        </dd>
      </dl>
    </Popup>
  );
}
