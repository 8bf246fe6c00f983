// The few rules of the cash-out pages that layout atoms cannot say: the hero's split line and the
// primary action held at the bottom of the screen while the form scrolls.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

/** The locked bonus under the withdrawable balance, set apart by a faint rule in the hero's ink. */
export const heroSplit = style({
  paddingTop: vars.space.md,
  borderTop: `${vars.size.borderWidth} solid color-mix(in srgb, ${vars.color.onPrimary} 35%, transparent)`,
});

/**
 * The cash-out button stays on screen (GCash's "Next" bar): sticky at the bottom of the scroller,
 * on the page's colour so the form slides under it; its height never changes (the error above it
 * is part of the bar), so nothing below it moves.
 */
export const stickyBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  marginInline: `calc(-1 * ${vars.space.md})`,
  marginBottom: `calc(-1 * ${vars.space.xl})`,
  padding: `${vars.space.sm} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
  background: vars.color.page,
  boxShadow: `0 calc(-1 * ${vars.size.borderWidth}) 0 ${vars.color.border}`,
});
