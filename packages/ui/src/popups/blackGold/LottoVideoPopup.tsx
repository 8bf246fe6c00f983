// A lotto draw video (black-gold v3/v4) with native controls; it stops when the popup closes
// because the element unmounts.
import { Popup } from '../../overlays/Dialog/Dialog';
import * as css from '../popup.css';
import type { PopupComponentProps } from '../types';
import { useUiText } from '../../i18n';

export function LottoVideoPopup({ src, poster, title: titleProp, ...chrome }: PopupComponentProps<'lottoVideo'>) {
  const t = useUiText();
  const title = titleProp ?? t('popups.lottoVideo.title');
  return (
    <Popup {...chrome} title={title}>
      {/* Draw videos have no speech to caption: the numbers are announced on the results page. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video className={css.video} src={src} poster={poster} controls playsInline preload="metadata" />
    </Popup>
  );
}
