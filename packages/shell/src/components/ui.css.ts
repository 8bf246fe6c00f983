// Styles of the shell's page building blocks (cards, forms, buttons, lists) from the theme contract.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

/** A page's headline panel (a balance, a countdown, a level) in the brand's primary gradient. */
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.gradient.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.sm,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const paragraph = style({ margin: 0, lineHeight: vars.font.lineHeight.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const inputRow = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.sm });
export const prefix = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

/** Facebook's brand blue (its brand resources), not a theme colour: the same on every brand. */
const FACEBOOK_BLUE = '#1877F2'; // literal-ok: Facebook's brand colour, the same on every brand

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.full,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  textDecoration: 'none',
  ':disabled': { opacity: 0.55, cursor: 'not-allowed' },
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
});
export const button = styleVariants({
  primary: [buttonBase, { background: vars.gradient.primary, color: vars.color.onPrimary, minHeight: vars.size.controlLg }],
  secondary: [buttonBase, { background: 'transparent', color: vars.color.link, border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}` }],
  ghost: [buttonBase, { background: 'transparent', color: vars.color.link, padding: `0 ${vars.space.sm}` }],
  danger: [buttonBase, { background: vars.color.dangerFill, color: vars.color.onDangerFill, minHeight: vars.size.controlLg }],
  // Facebook's own button: its brand blue and white "f" in every theme (Facebook's brand guidelines).
  facebook: [buttonBase, { background: FACEBOOK_BLUE, color: '#FFFFFF' }], // literal-ok: white on Facebook blue (its brand resources)
});

/** The "f" mark on the Facebook button. */
export const facebookMark = style({ width: '1.25em', height: '1.25em', flexShrink: 0 });

/** A small text action that sits under a field ("Forgot password?"), a full touch target high. */
export const linkButton = style([
  buttonBase,
  {
    alignSelf: 'flex-end',
    padding: `0 ${vars.space.xs}`,
    background: 'transparent',
    color: vars.color.link,
    fontSize: vars.font.size.sm,
  },
]);

/** A link inside a sentence (the terms and the privacy policy). */
export const inlineLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
});

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});
export const tabButton = style([
  buttonBase,
  {
    background: 'transparent',
    color: vars.color.textMuted,
    selectors: { '&[aria-selected="true"]': { background: vars.color.surfaceRaised, color: vars.color.text, boxShadow: vars.shadow.sm } },
  },
]);

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: 'inherit',
  textDecoration: 'none',
  background: 'transparent',
  borderLeft: 0,
  borderRight: 0,
  borderTop: 0,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  width: '100%',
  textAlign: 'left',
  cursor: 'pointer',
  position: 'relative',
  selectors: {
    '&:last-child': { borderBottom: 0 },
    'li:last-child > &': { borderBottom: 0 },
    // A row that goes somewhere says so with a chevron at its end.
    'a&, button&': { paddingRight: vars.space.xl },
    'a&::after, button&::after': {
      content: '"›"',
      position: 'absolute',
      right: vars.space.xs,
      top: '50%',
      transform: 'translateY(-55%)',
      color: vars.color.textMuted,
      fontSize: vars.font.size.xl,
      lineHeight: 1,
    },
  },
});
export const rowValue = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const stateBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '12rem',
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const skeleton = style({
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  minHeight: '1rem',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.navBar,
  color: vars.color.onNavBar,
});
export const logo = style({ width: '2rem', height: '2rem', borderRadius: vars.radius.md });
/** The brand's one name, whole: a two-word name on a narrow phone takes two tight lines, never an ellipsis. */
export const brandName = style({ flex: 1, minWidth: 0, margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, lineHeight: 1.15 });
export const chip = style({
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
export const bannerWrap = style({ position: 'relative' });
/** Home banners (issue 24): one a screen, swiped sideways, each snapping into place. */
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
/** A choice in the avatar picker: the drawn avatar in a ring that marks the chosen one. */
export const avatar = style({
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: 'transparent',
  display: 'inline-flex',
  border: `${vars.space.xxs} solid transparent`,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.focusRing, background: vars.color.surfaceSunken } },
});
export const avatarGrid = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const profileHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
/** The first-run guide fills the screen: its card in the middle, the buttons under it. */
export const welcome = style({ minHeight: '100%', justifyContent: 'center', paddingTop: vars.space.xxl, paddingBottom: vars.space.xxl });
export const welcomeCard = style({ alignItems: 'center', textAlign: 'center', gap: vars.space.lg, paddingTop: vars.space.xl, paddingBottom: vars.space.xl });
export const welcomeLogo = style({ width: '5rem', height: '5rem', borderRadius: vars.radius.xl, boxShadow: vars.shadow.md });
export const welcomeText = style({ minHeight: '3em', fontSize: vars.font.size.lg });
export const guideDots = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'center' });
export const guideDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  selectors: { '&[aria-current="step"]': { background: vars.color.primary } },
});

/** Previous / next paging under a list (components/Pager). */
export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
