// Shared styles of the game screens: a full-height column (bar, board, controls) that never
// re-lays out while a round animates — animated parts move with transforms only.
import { globalStyle, style, styleVariants, keyframes } from '@vanilla-extract/css';
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
const SIDEWAYS = '(orientation: landscape) and (max-height: 500px)'; // literal-ok: a breakpoint
/** Short portrait screens (320×568): boards shrink so the main action stays in view. */
export const SHORT = '(max-height: 640px)'; // literal-ok: a breakpoint

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

/**
 * The brand's felt (Board.tsx): lit in the middle, shaded to its edge, framed in the brand's metal
 * with an inner trim line; the motif and the bunting are drawn under the content.
 */
export const board = style({
  position: 'relative',
  isolation: 'isolate',
  background: `radial-gradient(120% 90% at 50% 35%, ${vars.game.table} 0%, ${vars.game.tableDeep} 100%)`,
  color: vars.game.onTable,
  margin: vars.space.md,
  border: `${vars.size.focusRingWidth} solid ${vars.game.rim}`,
  borderRadius: vars.radius.xl,
  padding: `calc(${vars.space.lg} + ${vars.space.xs}) ${vars.space.lg} ${vars.space.lg}`,
  boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.game.tableDeep}, inset 0 0 0 calc(${vars.space.xs} + ${vars.size.borderWidth}) ${vars.game.motif}, ${vars.shadow.md}`,
  overflow: 'hidden',
  contain: 'layout paint',
  '@media': { [SHORT]: { margin: `${vars.space.sm} ${vars.space.md}`, padding: `calc(${vars.space.md} + ${vars.space.xs}) ${vars.space.md} ${vars.space.md}` } },
});

// The board's content sits above its drawn art.
globalStyle(`${board} > :not(svg)`, { position: 'relative' });

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

export const chips = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.xs });

export const stepper = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: vars.space.sm });

export const stakeValue = style({
  textAlign: 'center',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

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

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.danger, textAlign: 'center' });

export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
  wordBreak: 'break-all',
});

/** The bar's real / demo choice: two compact chips, the current one filled. */
export const modeSwitch = style({ display: 'inline-flex', flexShrink: 0, gap: vars.space.xxs });

/** The − and + of the stake stepper: a glyph as big as an icon. */
export const stepGlyph = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, lineHeight: 1 });
