// Choosing 1 to N stars (rating a cash-out): a radio group with a roving tabindex, each star a full
// touch target named by the caller ("4 of 5 stars"); the stars up to the choice are filled.
import { useRef, type KeyboardEvent } from 'react';
import * as styles from './StarRating.css';

export interface StarRatingProps {
  /** Names the group (already translated), e.g. "Your rating"; shown above the stars. */
  readonly label: string;
  /** The chosen number of stars; 0 while none is. */
  readonly value: number;
  readonly onChange: (stars: number) => void;
  /** How many stars; default 5. */
  readonly max?: number;
  /** The accessible name of the star n (already translated), e.g. "4 of 5 stars". */
  readonly starLabel: (stars: number) => string;
}

export function StarRating({ label, value, onChange, max = 5, starLabel }: StarRatingProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  const choose = (n: number) => {
    const next = Math.min(max, Math.max(1, n));
    onChange(next);
    refs.current[next - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, n: number) => {
    const moves: Record<string, number> = { ArrowRight: n + 1, ArrowUp: n + 1, ArrowLeft: n - 1, ArrowDown: n - 1, Home: 1, End: max };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  return (
    <div className={styles.root}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <div role="radiogroup" aria-label={label} className={styles.group}>
        {stars.map((n) => (
          <button
            key={n}
            ref={(el) => {
              refs.current[n - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={starLabel(n)}
            tabIndex={value === n || (value === 0 && n === 1) ? 0 : -1}
            className={styles.star}
            data-on={n <= value}
            onClick={() => onChange(n)}
            onKeyDown={(e) => onKeyDown(e, n)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.shape}>
              <path d="M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
          </button>
        ))}
      </div>
    </div>
  );
}
