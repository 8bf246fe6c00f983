// Sabong's live video: the operator's HLS stream (an .m3u8 playlist: the sandbox serves a looping
// clip) in a muted inline <video>, played natively where the browser can (Safari, Chrome and
// Android WebViews) and through hls.js (its light build: no subtitles or DRM), loaded only then,
// where it cannot; any other URL is the operator's embeddable player page, framed.
import { useEffect, useRef, useState } from 'react';
import type HlsPlayer from 'hls.js';
import { useTranslation } from '@perya/i18n';
import * as css from './sabong.css';

/** True for an HLS playlist URL (its path ends in .m3u8). */
export function isHlsUrl(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

/** hls.js's light build, in its own chunk; it has the full build's API (which alone ships types). */
function loadHls(): Promise<{ default: typeof HlsPlayer }> {
  // @ts-expect-error -- hls.js declares types for its full build only; the light build's API is the same
  return import('hls.js/light');
}

export function SabongVideo({ url }: { url: string | null }) {
  const { t } = useTranslation();
  if (url === null) return <div className={css.video}>{t('games.og.sabong.noVideo')}</div>;
  if (!isHlsUrl(url)) return <iframe className={css.video} src={url} title={t('games.og.sabong.video')} allow="autoplay; fullscreen" />;
  return <HlsVideo key={url} url={url} />;
}

function HlsVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [unsupported, setUnsupported] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (video === null) return;
    if (video.canPlayType('application/vnd.apple.mpegurl') !== '') {
      video.src = url;
      // Muted inline video may autoplay; where a browser still refuses, the frame waits for the next load.
      void video.play().catch(() => undefined);
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void loadHls().then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        setUnsupported(true);
        return;
      }
      const hls = new Hls({ enableWorker: false });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [url]);
  if (unsupported) return <div className={css.video}>{t('games.og.sabong.videoUnsupported')}</div>;
  return <video ref={ref} className={css.video} title={t('games.og.sabong.video')} muted autoPlay loop playsInline controls={false} data-testid="sabong-video" />;
}
