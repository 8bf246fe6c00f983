// A labelled range (dice's win chance): the label and the value as words above a themed track,
// 44 px tall to drag, arrow keys step it.
import { useId } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Slider.css';

export interface SliderProps {
  /** Visible label (already translated). */
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  readonly onChange: (value: number) => void;
  /** The value in words, shown beside the label and read by screen readers ("49.50%"). */
  readonly valueText: string;
  readonly disabled?: boolean;
  readonly id?: string;
}

export function Slider({ label, value, min, max, step = 1, onChange, valueText, disabled = false, id }: SliderProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-slider`;
  // The filled part of the track, as a fraction, for the track's gradient.
  const filled = max === min ? 0 : (value - min) / (max - min);
  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        <output className={styles.value} htmlFor={inputId}>
          {valueText}
        </output>
      </div>
      <input
        id={inputId}
        className={styles.range}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        style={assignInlineVars({ [styles.fillVar]: `${filled * 100}%` })}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}
