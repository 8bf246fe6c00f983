// Home's own frame (spec §2): the brand bar and the offers' banner row and promo grid. Plain
// vanilla-extract classes rather than ui's layout primitives: home is in every brand's first load,
// and the primitives' sprinkles runtime would cost it more than these few rules (issue 24's budget).
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.navBar,
  color: vars.color.onNavBar,
});
/** The brand's one name, whole: a two-word name on a narrow phone takes two tight lines, never an ellipsis. */
export const brandName = style({ flex: 1, minWidth: 0, margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, lineHeight: 1.15 });
export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const bannerWrap = style({ position: 'relative' });
/** One banner a screen, swiped sideways, each snapping into place. */
export const bannerRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});
export const bannerSlide = style({ scrollSnapAlign: 'start', minWidth: 0 });
/** Which banner shows: dots over the banners' lower edge, taking no height of their own. */
export const bannerDots = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: vars.space.xs,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  pointerEvents: 'none',
});
export const bannerDot = style({
  width: vars.space.sm,
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.onPrimary,
  opacity: 0.5,
  selectors: { '&[data-current="true"]': { width: vars.space.lg, opacity: 1 } },
});
export const promoGrid = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
