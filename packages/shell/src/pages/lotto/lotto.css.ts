// Styles of the lotto pages that no ui component says: the 6/42 board's grid, the hash's wrapping,
// the disclosure summaries' touch target.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

/** The 6/42 board: seven numbers a row at 375 px. */
export const board = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const hash = style({ wordBreak: 'break-all', fontFamily: 'ui-monospace, monospace' });
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });
