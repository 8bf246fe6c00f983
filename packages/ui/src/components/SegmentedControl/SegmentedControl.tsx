// One choice out of a few, all visible, as a WAI-ARIA radio group with a roving tabindex (Tab
// enters on the chosen option; arrow keys move and choose): bet type, stake, chart range. This is
// the radio-group pattern; a single button that is on or off, or a row of filters, is a ToggleChip.
// Wrapping options are drawn as ToggleChips (one chip look in the design system).
import { useRef, type KeyboardEvent } from 'react';
import { chip } from '../ToggleChip/ToggleChip.css';
import * as styles from './SegmentedControl.css';

export interface SegmentedOption<V extends string | number> {
  readonly value: V;
  /** Already translated (or a formatted amount). */
  readonly label: string;
}

export interface SegmentedControlProps<V extends string | number> {
  /** Names the group for screen readers, e.g. "Stake". */
  readonly label: string;
  readonly options: readonly SegmentedOption<V>[];
  readonly value: V;
  readonly onChange: (value: V) => void;
  /** Wrapping ToggleChip-look chips for longer lists (stakes) instead of one shared track. */
  readonly wrap?: boolean;
  readonly 'data-testid'?: string;
}

export function SegmentedControl<V extends string | number>({ label, options, value, onChange, wrap = false, 'data-testid': testId }: SegmentedControlProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const count = options.length;
    const i = ((index % count) + count) % count;
    const option = options[i];
    if (!option) return;
    onChange(option.value);
    refs.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: options.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };
  const chosen = options.findIndex((o) => o.value === value);
  return (
    <div role="radiogroup" aria-label={label} className={styles.group({ wrap })} data-testid={testId}>
      {options.map((option, index) => {
        const checked = index === chosen;
        return (
          <button
            key={String(option.value)}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (chosen === -1 && index === 0) ? 0 : -1}
            className={wrap ? chip({ shape: 'pill' }) : styles.segment}
            onClick={() => onChange(option.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
            data-value={option.value}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
