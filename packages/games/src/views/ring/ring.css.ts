import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';
import { SHORT } from '../shared/game.css';

export const stage = style({
  position: 'relative',
  width: '100%',
  maxWidth: '15rem',
  margin: `${vars.space.sm} auto 0`,
  aspectRatio: '1',
  // Short screens: a smaller wheel leaves the colours to bet on in view.
  '@media': { [SHORT]: { maxWidth: '10rem', marginTop: 0 } },
});

export const wheel = style({
  width: '100%',
  height: '100%',
  willChange: 'transform',
  transition: 'transform 4s cubic-bezier(0.12, 0.8, 0.2, 1)',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'transform 0.3s linear' } },
});

export const fill = styleVariants({
  grey: { fill: vars.game.ringGrey },
  blue: { fill: vars.game.ringBlue },
  orange: { fill: vars.game.ringOrange },
  green: { fill: vars.game.ringGreen },
});

export const fieldEdge = style({ stroke: vars.game.table, strokeWidth: 1 });

export const pointer = style({
  position: 'absolute',
  left: '50%',
  top: '-9%',
  width: 0,
  height: 0,
  transform: 'translateX(-50%)',
  borderLeft: `${vars.space.md} solid transparent`,
  borderRight: `${vars.space.md} solid transparent`,
  borderTop: `${vars.space.xl} solid ${vars.game.rim}`,
  zIndex: 1,
  filter: `drop-shadow(0 ${vars.space.xxs} ${vars.space.xxs} ${vars.game.pieceEdge})`,
});

export const hub = style({
  position: 'absolute',
  inset: '24%',
  borderRadius: '50%',
  background: `radial-gradient(circle at 50% 35%, ${vars.game.table}, ${vars.game.tableDeep})`,
  border: `${vars.size.focusRingWidth} solid ${vars.game.rim}`,
  boxShadow: `inset 0 0 ${vars.space.md} ${vars.game.tableDeep}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
  gap: vars.space.xxs,
});

export const hubSmall = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular, opacity: 0.85 });

export const colours = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.xs });

export const swatch = styleVariants({
  grey: { background: vars.game.ringGrey },
  blue: { background: vars.game.ringBlue },
  orange: { background: vars.game.ringOrange },
  green: { background: vars.game.ringGreen },
});

export const swatchBase = style({
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: '50%',
  border: `${vars.size.borderWidth} solid ${vars.game.pieceEdge}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
});

export const multiplier = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm });

/** The fixed frame around the turning wheel, a little larger than it. */
export const frame = style({ position: 'absolute', inset: '-6%', width: '112%', height: '112%', maxWidth: 'none', pointerEvents: 'none' });

export const frameRim = style({ fill: 'none', stroke: vars.game.rim, strokeWidth: 9, filter: `drop-shadow(0 0 ${vars.space.xs} ${vars.game.tableDeep})` });

const blink = keyframes({ '0%, 49%': { opacity: 1 }, '50%, 100%': { opacity: 0.35 } });

export const lamp = style({
  fill: vars.game.glow,
  stroke: vars.game.tableDeep,
  strokeWidth: 0.8,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${blink} 1.2s steps(1) infinite` } },
});

export const lampLate = style({ animationDelay: '0.6s' });
