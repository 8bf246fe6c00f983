// A tile on a game board the player taps: a colour to bet on, a field of the wheel, a cell of a
// scratch card. It carries what the game draws inside it; the tile draws the frame, the chosen and
// the winning state, and keeps a 44 px target.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './TileButton.css';

/** `row`: art then words; `column`: art over words; `square`: one square cell (a scratch card's). */
export const TILE_BUTTON_LAYOUTS = ['row', 'column', 'square'] as const;
export type TileButtonLayout = (typeof TILE_BUTTON_LAYOUTS)[number];

export interface TileButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children' | 'aria-pressed'> {
  readonly children: ReactNode;
  readonly layout?: TileButtonLayout;
  /** A tile that is chosen (announced as pressed); leave it out for a tile that only acts. */
  readonly pressed?: boolean;
  /**
   * A tile that is one option of a radio group (a payment channel): drawn as `role="radio"` with
   * `aria-checked`, chosen like a pressed tile. Put the tiles in an element with `role="radiogroup"`.
   */
  readonly checked?: boolean;
  /** A winning tile: ringed in the accent colour (the words inside say why, for screen readers). */
  readonly highlight?: boolean;
}

export function TileButton({ children, layout = 'row', pressed, checked, highlight = false, type = 'button', ...rest }: TileButtonProps) {
  const radio = checked === undefined ? {} : { role: 'radio', 'aria-checked': checked };
  return (
    <button {...rest} {...radio} type={type} aria-pressed={pressed} data-highlight={highlight || undefined} className={styles.tile({ layout })}>
      {children}
    </button>
  );
}
