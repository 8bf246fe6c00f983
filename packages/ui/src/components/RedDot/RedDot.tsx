import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/global.css';
import * as styles from './RedDot.css';

export interface RedDotProps {
  /** What the dot means, for screen readers (e.g. "3 unread messages"); already translated. */
  readonly label: string;
  /** A number instead of a plain dot; 0 hides it. */
  readonly count?: number;
  /** Counts above this show as "99+". */
  readonly max?: number;
  /** Hide without unmounting the anchored child. Default true. */
  readonly show?: boolean;
  /** When given, the dot sits on the child's top-right corner. */
  readonly children?: ReactNode;
}

/** The unread/new marker: a dot or a small count, with its meaning given to screen readers. */
export function RedDot({ label, count, max = 99, show = true, children }: RedDotProps) {
  const visible = show && (count === undefined || count > 0);
  const marker = visible ? (
    <>
      <span
        className={`${count === undefined ? styles.dot : styles.count} ${children === undefined ? '' : styles.corner}`}
        aria-hidden="true"
        data-testid="red-dot"
      >
        {count === undefined ? null : count > max ? `${max}+` : String(count)}
      </span>
      <span className={visuallyHidden}>{label}</span>
    </>
  ) : null;
  if (children === undefined) return marker;
  return (
    <span className={styles.anchor}>
      {children}
      {marker}
    </span>
  );
}
