// The few rules of the cash-out pages that layout atoms cannot say: the hero's split line and the
// primary action held at the bottom of the screen while the form scrolls.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

/** The locked bonus under the withdrawable balance, set apart by a faint rule in the hero's ink. */
export const heroSplit = style({
  paddingTop: vars.space.md,
  borderTop: `${vars.size.borderWidth} solid color-mix(in srgb, ${vars.color.onPrimary} 35%, transparent)`,
});

/** The round mark of a withdrawal's outcome on the result page, in its status colour. */
export const statusMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.touchTarget} * 1.4)`,
  height: `calc(${vars.size.touchTarget} * 1.4)`,
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  // White-on-fill in every theme (the danger fill's ink), so the mark reads on each status colour.
  color: vars.color.onDangerFill,
  background: vars.color.pending,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.success },
    '&[data-tone="danger"]': { background: vars.color.dangerFill },
  },
});
globalStyle(`${statusMark} > svg`, { display: 'block', width: '100%', height: '100%' });
