// The one chip of the design system: a button the player presses to choose (a stake, a bet kind, a
// side, real or demo, a filter, a lottery number), saying whether it is chosen with aria-pressed,
// 44 px to touch whatever it looks like. SegmentedControl draws its radio options with the same look.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './ToggleChip.css';

/**
 * `pill` for words (Single / Pair, Under / Over, a filter); `coin` is a round casino chip for a
 * stake; `ball` is a lottery ball that fills its cell of a pick board.
 */
export const TOGGLE_CHIP_SHAPES = ['pill', 'coin', 'ball'] as const;
export type ToggleChipShape = (typeof TOGGLE_CHIP_SHAPES)[number];

/** `sm` draws a compact chip (in a bar) whose hit area still reaches 44 px. */
export const TOGGLE_CHIP_SIZES = ['sm', 'md'] as const;
export type ToggleChipSize = (typeof TOGGLE_CHIP_SIZES)[number];

export interface ToggleChipProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children' | 'aria-pressed'> {
  readonly children: ReactNode;
  /** Chosen: filled with the primary colour and announced as pressed. */
  readonly pressed: boolean;
  readonly shape?: ToggleChipShape;
  readonly size?: ToggleChipSize;
}

export function ToggleChip({ children, pressed, shape = 'pill', size = 'md', type = 'button', ...rest }: ToggleChipProps) {
  return (
    <button {...rest} type={type} aria-pressed={pressed} className={styles.chip({ shape, size })}>
      {children}
    </button>
  );
}
