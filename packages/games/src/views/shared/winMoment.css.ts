import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

/** Over the board, under the bar: takes no touch, so nothing waits for it. */
export const layer = style({
  position: 'fixed',
  left: 0,
  right: 0,
  top: vars.size.navBar,
  height: '34vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  pointerEvents: 'none',
  zIndex: `calc(${vars.zIndex.tabBar} + 2)`,
  textAlign: 'center',
});

const pop = keyframes({
  '0%': { transform: 'scale(0.6)', opacity: 0 },
  '60%': { transform: 'scale(1.08)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

export const entering = style({ animation: `${pop} calc(${vars.motion.duration.slow} * 2) ${vars.motion.easing.out} both` });

const pulse = keyframes({ from: { transform: 'scale(0.85)', opacity: 0.75 }, to: { transform: 'scale(1.1)', opacity: 1 } });

const glowSize = createVar();

/** The light behind the amount, in the brand's win colour (centred by margins: its animation owns transform). */
export const glow = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: glowSize,
  height: glowSize,
  marginLeft: `calc(${glowSize} / -2)`,
  marginTop: `calc(${glowSize} / -2)`,
  borderRadius: vars.radius.full,
  background: `radial-gradient(circle, ${vars.game.glow} 0%, transparent 62%)`,
  opacity: 0.55,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} calc(${vars.motion.duration.slow} * 3) ${vars.motion.easing.inOut} infinite alternate` } },
});

export const glowTier = styleVariants({
  small: { vars: { [glowSize]: '10rem' } },
  win: { vars: { [glowSize]: '14rem' } },
  big: { vars: { [glowSize]: '20rem' } },
  mega: { vars: { [glowSize]: '26rem' } },
});

export const coins = style({ position: 'absolute', left: '50%', top: '50%', width: 0, height: 0 });

/** A coin in the brand's metal: a disc with a rim and a struck centre. */
export const coin = style({
  position: 'absolute',
  left: 0,
  top: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  background: `radial-gradient(circle at 35% 30%, ${vars.game.glow} 0 38%, ${vars.game.rim} 40% 100%)`,
  boxShadow: `inset 0 0 0 ${vars.space.xxs} ${vars.game.glow}, 0 0 ${vars.space.sm} ${vars.game.glow}`,
  opacity: 0,
  willChange: 'transform, opacity',
});

export const headline = style({
  position: 'relative',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.gradient.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  boxShadow: vars.shadow.md,
});

export const headlineTier = styleVariants({
  win: {},
  big: { fontSize: vars.font.size.lg },
  mega: { fontSize: vars.font.size.xl },
});

export const amount = style({
  position: 'relative',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.xl,
  background: vars.game.tableDeep,
  color: vars.game.onTable,
  border: `${vars.size.focusRingWidth} solid ${vars.game.rim}`,
  boxShadow: `0 0 ${vars.space.xl} ${vars.game.glow}`,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.15,
  whiteSpace: 'nowrap',
});

export const amountTier = styleVariants({
  small: { fontSize: vars.font.size.xl },
  win: { fontSize: vars.font.size.xxl },
  big: { fontSize: vars.font.size.display },
  mega: { fontSize: `calc(${vars.font.size.display} * 1.35)` },
});
