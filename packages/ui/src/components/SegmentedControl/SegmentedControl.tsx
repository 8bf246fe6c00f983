// One choice out of a few, all visible, as a WAI-ARIA radio group with a roving tabindex (Tab
// enters on the chosen option; arrow keys move and choose): bet type, stake, chart range. This is
// the radio-group pattern; a single button that is on or off, or a row of filters, is a ToggleChip.
// Wrapping options are drawn as ToggleChips (one chip look in the design system).
import { useRadioGroup } from '../../hooks/useRadioGroup';
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

export function SegmentedControl<V extends string | number>({
  label,
  options,
  value,
  onChange,
  wrap = false,
  'data-testid': testId,
}: SegmentedControlProps<V>) {
  const { radio } = useRadioGroup(options, value, onChange);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={styles.group({ wrap })}
      data-testid={testId}
    >
      {options.map((option, index) => (
        <button
          key={String(option.value)}
          {...radio(index)}
          className={wrap ? chip({ shape: 'pill' }) : styles.segment}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
