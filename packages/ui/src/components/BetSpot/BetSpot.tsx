// A bet area of a live table (sabong's meron, wala and draw): a big button in the side's colour,
// its name over its odds, so the side is told by its words as well as its colour.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './BetSpot.css';

export const BET_SPOT_TONES = ['meron', 'wala', 'draw'] as const;
export type BetSpotTone = (typeof BET_SPOT_TONES)[number];

export interface BetSpotProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children'> {
  /** The side's name (already translated). */
  readonly label: string;
  /** What it pays, under the name ("8:1", "×1.92"). */
  readonly detail?: ReactNode;
  readonly tone: BetSpotTone;
}

export function BetSpot({ label, detail, tone, type = 'button', ...rest }: BetSpotProps) {
  return (
    <button {...rest} type={type} className={styles.spot({ tone })}>
      <span className={styles.label}>{label}</span>
      {detail !== undefined && detail !== null ? (
        <>
          {' '}
          <span className={styles.detail}>{detail}</span>
        </>
      ) : null}
    </button>
  );
}
