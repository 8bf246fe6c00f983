// The home banner carousel (DESIGN.md: aspect about 2.4:1, rounded): swipe, arrow keys, dots, and
// autoplay that stops while the player hovers, focuses it, or prefers reduced motion.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import * as css from './Carousel.css';
import { useUiText } from '../../i18n';

export interface CarouselItem {
  id: string;
  src: string;
  /** What the banner says (the image's text), translated. */
  alt: string;
}

export interface CarouselProps {
  items: readonly CarouselItem[];
  /** Name of the carousel region, e.g. "Promotions". */
  label: string;
  /** A banner was chosen (tap, Enter). Without it banners are images only. */
  onSelect?: (item: CarouselItem) => void;
  /** Milliseconds per slide; 0 turns autoplay off. */
  autoplayMs?: number;
  /** "Slide 2 of 5"; default the locale's ui.slideOf. */
  slideLabel?: (position: number, count: number) => string;
  /** Reports the shown slide (analytics, tests). */
  onIndexChange?: (index: number) => void;
}

/** Fraction of the width a swipe must travel to change slide. */
export const SWIPE_THRESHOLD = 0.15;
export const DEFAULT_AUTOPLAY_MS = 4000;

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export function Carousel({
  items,
  label,
  onSelect,
  autoplayMs = DEFAULT_AUTOPLAY_MS,
  slideLabel: slideLabelProp,
  onIndexChange,
}: CarouselProps) {
  const t = useUiText();
  const slideLabel =
    slideLabelProp ??
    ((position: number, total: number) => t('ui.slideOf', { index: position, count: total }));
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [drag, setDrag] = useState<{
    startX: number;
    dx: number;
    pointerId: number;
    width: number;
  } | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const trackId = useId();
  // A swipe ends in a click on the banner under the finger; that click must not select it.
  const suppressClick = useRef(false);

  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const goTo = useCallback(
    (next: number | ((current: number) => number)) => {
      if (count === 0) return;
      setIndex((i) => {
        const target = typeof next === 'function' ? next(Math.min(i, count - 1)) : next;
        return ((target % count) + count) % count;
      });
    },
    [count],
  );

  const onIndexChangeRef = useRef(onIndexChange);
  const reported = useRef(current);
  useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });
  useEffect(() => {
    if (reported.current === current) return;
    reported.current = current;
    onIndexChangeRef.current?.(current);
  }, [current]);

  const paused =
    hovered || focused || reducedMotion || drag !== null || autoplayMs <= 0 || count < 2;
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      // A hidden tab keeps its slide: the player comes back to what they left.
      if (typeof document !== 'undefined' && document.hidden) return;
      goTo((i) => i + 1);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [paused, autoplayMs, goTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number | undefined> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    suppressClick.current = false;
    setDrag({
      startX: event.clientX,
      dx: 0,
      pointerId: event.pointerId,
      width: event.currentTarget.clientWidth || 1,
    });
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag({ ...drag, dx: event.clientX - drag.startX });
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    if (Math.abs(dx) / drag.width >= SWIPE_THRESHOLD) {
      suppressClick.current = true;
      goTo(dx < 0 ? current + 1 : current - 1);
    }
    setDrag(null);
  };

  if (count === 0) return null;
  const dragPercent = drag ? (drag.dx / drag.width) * 100 : 0;

  return (
    // The region takes arrow keys; its slides and dots are the interactive parts.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={css.root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={() => setDrag(null)}
    >
      <div
        id={trackId}
        className={`${css.track} ${drag ? css.dragging : ''}`}
        style={{ transform: `translateX(calc(${-current * 100}% + ${dragPercent}%))` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {items.map((item, i) => {
          const hidden = i !== current;
          const image = (
            <img
              className={css.image}
              src={item.src}
              alt={item.alt}
              draggable={false}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          );
          return (
            <div
              key={item.id}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i + 1, count)}
              aria-hidden={hidden}
              inert={hidden}
            >
              {onSelect ? (
                <button
                  type="button"
                  className={css.slideButton}
                  onClick={() => {
                    if (suppressClick.current) {
                      suppressClick.current = false;
                      return;
                    }
                    onSelect(item);
                  }}
                >
                  {image}
                </button>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <ul className={css.dots}>
          {items.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                className={css.dotButton}
                aria-label={slideLabel(i + 1, count)}
                aria-current={i === current ? 'true' : undefined}
                aria-controls={trackId}
                onClick={() => goTo(i)}
                onPointerDown={(e) => e.stopPropagation()}
              >
                <span
                  className={`${css.dot} ${i === current ? css.dotActive : ''}`}
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
