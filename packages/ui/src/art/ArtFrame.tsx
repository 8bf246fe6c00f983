// The SVG frame every piece of art shares: its viewBox, no focus stop, and either a name for
// screen readers or none (decoration next to text that already says it).
import type { ReactNode } from 'react';
import * as css from './art.css';

export interface ArtFrameProps {
  /** viewBox side (art is square) or "w h". */
  view?: number | string;
  /** Names the picture; without it the art is decoration (aria-hidden). */
  label?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export function ArtFrame({ view = 120, label, className, children }: ArtFrameProps) {
  const box = typeof view === 'number' ? `0 0 ${view} ${view}` : `0 0 ${view}`;
  return (
    <svg
      className={className ?? css.svg}
      viewBox={box}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}

/** A two-stop linear gradient whose stops are theme paints (ids are per instance: useId). */
export function Gradient({
  id,
  from,
  to,
  angle = 135,
}: {
  id: string;
  from: css.Paint;
  to: css.Paint;
  angle?: number;
}) {
  return (
    <linearGradient id={id} gradientTransform={`rotate(${angle - 90} .5 .5)`}>
      <stop offset="0" className={css.stop[from]} />
      <stop offset="1" className={css.stop[to]} />
    </linearGradient>
  );
}
