// One game tile: square art loaded lazily, the name under it, a provider badge and a favourite
// toggle (DESIGN.md game plates; spec §1 lobby lists incl. favourites).
import { useRef, useState, type ReactNode } from 'react';
import { useUiText } from '../../i18n';
import * as css from './GameCard.css';
import { useInViewOnce } from './useInView';

export interface GameCardProps {
  name: string;
  /** Provider or brand code shown as a badge (spec §3 brand codes: JILI, PGSOFT, ...). */
  provider?: string;
  /** The catalogue's image URL; empty or failing to load, the tile shows its designed fallback. */
  imageSrc?: string;
  /** Drawn art instead of an image (the in-house games' thumbnails): decorative, marked aria-hidden by its maker. */
  art?: ReactNode;
  /** Tap on the art or name. */
  onSelect?: () => void;
  /** Whether the game is in the player's favourites; the toggle shows only with onToggleFavourite. */
  favourite?: boolean;
  onToggleFavourite?: () => void;
  /**
   * Accessible name of the favourite toggle (translated); it states pressed/not. Default: the
   * locale's `games.favourites` ("Favourites").
   */
  favouriteLabel?: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      className={`${css.heart} ${filled ? css.heartOn : ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function GameCard({
  name,
  provider,
  imageSrc = '',
  art,
  onSelect,
  favourite = false,
  onToggleFavourite,
  favouriteLabel,
}: GameCardProps) {
  const t = useUiText();
  const artRef = useRef<HTMLSpanElement>(null);
  const inView = useInViewOnce(artRef);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  // No art and no usable image: a designed tile carrying the provider's mark (the name is printed once, below).
  const fallback = art === undefined && (imageSrc === '' || failed === imageSrc);

  return (
    <div className={css.card}>
      <button
        type="button"
        className={css.play}
        onClick={onSelect}
        data-game-card=""
        data-provider={provider}
      >
        {/* The button is named by its content, "name provider": the name comes first in the
            markup (CSS puts the art above it) and the space keeps the two words apart for text
            readers (a flex container does not render it). Drawn art is aria-hidden, so text a
            thumbnail draws (the jump game's "2.50×") is seen but not part of the name; a label
            of its own (aria-label) would leave such text out of the name (WCAG 2.5.3). */}
        <span className={css.name}>{name}</span>{' '}
        <span ref={artRef} className={css.art}>
          {art ?? null}
          {fallback ? (
            <span className={css.fallback} data-fallback="">
              {/* The provider's mark is read as the provider; a name's initial is only a picture. */}
              <span className={css.fallbackMark} aria-hidden={provider === undefined ? true : undefined}>
                {provider ?? name.slice(0, 1)}
              </span>
            </span>
          ) : null}
          {inView && art === undefined && !fallback ? (
            <img
              className={`${css.image} ${loaded ? css.imageLoaded : ''}`}
              src={imageSrc}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              onLoad={() => setLoaded(true)}
              onError={() => setFailed(imageSrc)}
            />
          ) : null}
          {provider && !fallback ? <span className={css.provider}>{provider}</span> : null}
        </span>
      </button>
      {onToggleFavourite ? (
        <button
          type="button"
          className={css.favourite}
          aria-pressed={favourite}
          aria-label={`${favouriteLabel ?? t('games.favourites')}: ${name}`}
          onClick={onToggleFavourite}
        >
          <Heart filled={favourite} />
        </button>
      ) : null}
    </div>
  );
}
