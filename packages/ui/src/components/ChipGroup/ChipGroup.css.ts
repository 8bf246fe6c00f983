import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** One row that scrolls sideways under the thumb, its scrollbar hidden, the page not dragged along. */
export const group = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const item = style({ flexShrink: 0, scrollSnapAlign: 'start' });
