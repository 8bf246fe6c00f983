import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** DESIGN.md: plates of game tiles in a 3-column grid. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });
