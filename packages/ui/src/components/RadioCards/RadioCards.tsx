// One choice out of a few described options, each a card with a mark (where the money goes: a
// wallet, a bank, a chain). A WAI-ARIA radio group with a roving tabindex, like SegmentedControl:
// Tab enters on the chosen card, arrow keys move and choose; every card is a full touch target.
import type { ReactNode } from 'react';
import { useRadioGroup } from '../../hooks/useRadioGroup';
import * as styles from './RadioCards.css';

export interface RadioCardOption<V extends string> {
  readonly value: V;
  /** The option's name (already translated); it names the radio. */
  readonly label: string;
  /** A second line: the saved account, the rails, the time it takes. Read with the name. */
  readonly description?: string | undefined;
  /** A decorative mark before the name (ChannelMark); the label names the option. */
  readonly leading?: ReactNode;
}

export interface RadioCardsProps<V extends string> {
  /** Names the group for screen readers, e.g. "Send to". */
  readonly label: string;
  readonly options: readonly RadioCardOption<V>[];
  /** The chosen option; null while none is. */
  readonly value: V | null;
  readonly onChange: (value: V) => void;
  /** The error of the choice (already translated): marks the group invalid and is announced. */
  readonly error?: string | undefined;
  readonly 'data-testid'?: string;
}

export function RadioCards<V extends string>({
  label,
  options,
  value,
  onChange,
  error,
  'data-testid': testId,
}: RadioCardsProps<V>) {
  const { radio } = useRadioGroup(options, value, onChange);
  return (
    <div className={styles.root}>
      <div
        role="radiogroup"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        className={styles.group}
        data-count={options.length}
        data-testid={testId}
      >
        {options.map((option, index) => (
          <button key={option.value} {...radio(index)} className={styles.card}>
            {option.leading ? (
              <span className={styles.leading} aria-hidden="true">
                {option.leading}
              </span>
            ) : null}
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.description ? (
                <span className={styles.description}>{option.description}</span>
              ) : null}
            </span>
            <span className={styles.indicator} aria-hidden="true">
              <svg className={styles.tick} viewBox="0 0 16 16" focusable="false">
                <path
                  d="M4 8.4l2.6 2.6L12 5.6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
          </button>
        ))}
      </div>
      {/* Always there, so a new error is announced (a live region must exist before it changes). */}
      <div className={styles.error} aria-live="polite">
        {error}
      </div>
    </div>
  );
}
