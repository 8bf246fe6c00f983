import { useId } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Visible label (already translated), e.g. "Bet progress". */
  readonly label: string;
  readonly value: number;
  readonly max?: number;
  /** What to read and show instead of the bare number, e.g. "₱500 of ₱1,000" or "50%". */
  readonly valueText?: string;
  /** Show the value text at the right of the label. Default true. */
  readonly showValue?: boolean;
}

/** A determinate progress bar (VIP bet/deposit progress, mission progress), role progressbar. */
export function ProgressBar({ label, value, max = 100, valueText, showValue = true }: ProgressBarProps) {
  const id = useId();
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const text = valueText ?? `${Math.round((clamped / safeMax) * 100)}%`;
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <span id={`${id}-label`}>{label}</span>
        {showValue ? (
          <span className={styles.value} aria-hidden="true">
            {text}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuenow={clamped}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill} style={assignInlineVars({ [styles.fraction]: String(clamped / safeMax) })} />
      </div>
    </div>
  );
}
