// Placeholders drawn while data loads, in the shape of what will come (text lines, a banner, an
// avatar, a grid of game tiles), so the page does not jump when it arrives.
import * as css from './Skeleton.css';
import { useUiText } from '../../i18n';

export const SKELETON_SHAPES = ['text', 'rect', 'circle', 'tile', 'grid', 'chips', 'row'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Lines for `text`; tiles for `grid` and `chips` (three a row, button-high); rows for `row` (list rows, fields). */
  count?: number;
  /** Announced once to screen readers, e.g. "Loading games" (translated). */
  label?: string;
}

export function Skeleton({ shape = 'text', count = shape === 'grid' || shape === 'chips' ? 6 : 1, label: labelProp }: SkeletonProps) {
  const t = useUiText();
  const label = labelProp ?? t('common.loading');
  const n = Math.max(1, Math.floor(count));
  const bones =
    shape === 'grid' || shape === 'chips' ? (
      <div className={css.grid}>
        {Array.from({ length: n }, (_, i) => (
          <span key={i} className={`${css.bone} ${css.shape[shape === 'grid' ? 'tile' : 'chip']}`} />
        ))}
      </div>
    ) : shape === 'row' ? (
      Array.from({ length: n }, (_, i) => <span key={i} className={`${css.bone} ${css.shape.row}`} />)
    ) : shape === 'text' ? (
      Array.from({ length: n }, (_, i) => (
        // The last line of a paragraph is shorter, as real text is.
        <span key={i} className={`${css.bone} ${css.shape.text} ${css.width[i === n - 1 && n > 1 ? 'short' : 'full']}`} />
      ))
    ) : (
      <span className={`${css.bone} ${css.shape[shape]}`} />
    );
  return (
    <div className={css.group} role="status" aria-busy="true" data-skeleton={shape} data-state="loading">
      <span className={css.visuallyHidden}>{label}</span>
      <div className={css.group} aria-hidden="true">
        {bones}
      </div>
    </div>
  );
}
