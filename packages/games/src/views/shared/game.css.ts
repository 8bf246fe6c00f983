// Shared styles of the game screens: a full-height column (bar, board, controls) that never
// re-lays out while a round animates — animated parts move with transforms only.
import { style, styleVariants, keyframes } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.family,
  // A card appearing above what the player looks at (a bet's line, a result) must not make the
  // browser scroll the page to keep that in place: the board would slide out of view.
  overflowAnchor: 'none',
});

/** Phones held sideways with too little height for a board and its controls. */
const SIDEWAYS = '(orientation: landscape) and (max-height: 500px)';
/** Short portrait screens (320×568): boards shrink so the main action stays in view. */
export const SHORT = '(max-height: 640px)';

/** Over the game when the phone is sideways: asks to turn it upright (the bar and the action bar stay usable). */
export const rotate = style({
  display: 'none',
  '@media': {
    [SIDEWAYS]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      position: 'fixed',
      inset: 0,
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      padding: vars.space.xl,
      background: vars.color.page,
      color: vars.color.text,
      fontSize: vars.font.size.lg,
      fontWeight: vars.font.weight.bold,
      zIndex: vars.zIndex.tabBar,
    },
  },
});

/** The sideways notice's picture: a phone turning upright. */
export const rotateIcon = style({ width: `calc(${vars.size.iconLg} * 2)`, height: `calc(${vars.size.iconLg} * 2)`, color: vars.color.primary });

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.navBar,
  color: vars.color.onNavBar,
  minHeight: vars.size.navBar,
  position: 'sticky',
  top: 0,
  // Above the sideways notice, so the way back stays.
  zIndex: `calc(${vars.zIndex.tabBar} + 1)`,
});

/**
 * The bar's middle: the game's name, and under it its mode (badge, or the real / demo choice), so
 * the name keeps the bar's whole middle even at 320 px ("Scratch card", "Color game" in full).
 */
export const barMiddle = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const barTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
  margin: 0,
  minWidth: 0,
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const modeBadge = styleVariants({
  demo: { background: vars.color.accent, color: vars.color.onAccent },
  real: { background: vars.color.primary, color: vars.color.onPrimary },
});

export const badge = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  flexShrink: 0,
});

export const balanceChip = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  lineHeight: 1.2,
});

export const balanceLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const board = style({
  position: 'relative',
  background: vars.game.table,
  color: vars.game.onTable,
  margin: vars.space.md,
  borderRadius: vars.radius.xl,
  padding: vars.space.lg,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  contain: 'layout paint',
  '@media': { [SHORT]: { margin: `${vars.space.sm} ${vars.space.md}`, padding: vars.space.md } },
});

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `0 ${vars.space.md} ${vars.space.lg}`,
  '@media': { [SHORT]: { gap: vars.space.sm } },
});

/**
 * The main action with the last result and refusal above it, kept at the bottom of the screen
 * while the controls scroll under it: on the smallest phones the button is always in view, and a
 * result shows beside the button that plays again, without scrolling the board away.
 */
export const actionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: `calc(${vars.zIndex.tabBar} + 1)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: `${vars.space.xs} ${vars.space.md} calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.page,
  selectors: { '&:empty': { display: 'none' } },
});

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  boxShadow: vars.shadow.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const spread = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const chips = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.xs });

export const chip = style({
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const stepper = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: vars.space.sm });

/** The stake's − and +: a full touch target each way (issue 23: at least 44×44 px). */
export const stepButton = style([
  chip,
  { minWidth: vars.size.touchTarget, fontSize: vars.font.size.xl, lineHeight: 1, padding: 0 },
]);

export const stakeValue = style({
  textAlign: 'center',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const primaryAction = style({
  minHeight: vars.size.controlLg,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.gradient.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  width: '100%',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:active:not(:disabled)': { transform: 'scale(0.98)' },
  },
});

export const dangerAction = style([primaryAction, { background: vars.gradient.accent, color: vars.color.onAccent }]);

const pop = keyframes({ from: { transform: 'scale(0.9)', opacity: 0 }, to: { transform: 'scale(1)', opacity: 1 } });

export const result = styleVariants({
  win: { color: vars.color.success },
  lose: { color: vars.color.textMuted },
  neutral: { color: vars.color.text },
});

export const resultLine = style({
  textAlign: 'center',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  margin: 0,
  selectors: { '&:empty': { display: 'none' } },
  animation: `${pop} ${vars.motion.duration.base} ${vars.motion.easing.out}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const notice = style({
  fontSize: vars.font.size.sm,
  color: vars.color.pending,
  textAlign: 'center',
});

export const muted = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.danger, textAlign: 'center' });

export const linkButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
  wordBreak: 'break-all',
});

/** The bar's real / demo choice: two segments, the current one filled. */
export const modeSwitch = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
});

/**
 * A compact choice under the game's name (24 px to see), each half still a 44 px touch target: its
 * hit area reaches into the bar's padding above and below.
 */
export const modeOption = style({
  position: 'relative',
  minHeight: '24px',
  minWidth: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.full,
  lineHeight: 1,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"][data-mode="real"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[aria-pressed="true"][data-mode="demo"]': { background: vars.color.accent, color: vars.color.onAccent },
    '&::after': { content: '""', position: 'absolute', left: 0, right: 0, top: '-10px', bottom: '-10px' },
  },
});
