import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';
import { SHORT } from '../shared/game.css';

export const dice = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} 0`,
  '@media': { [SHORT]: { padding: `${vars.space.xs} 0` } },
});

const tumble = keyframes({
  '0%': { transform: 'translateY(0) rotate(0deg)' },
  '30%': { transform: 'translateY(-40%) rotate(200deg)' },
  '60%': { transform: 'translateY(0) rotate(380deg)' },
  '80%': { transform: 'translateY(-10%) rotate(430deg)' },
  '100%': { transform: 'translateY(0) rotate(450deg)' },
});

export const die = style({
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.lg,
  border: `${vars.size.focusRingWidth} solid ${vars.game.pieceEdge}`,
  // A cube, not a swatch: a lit top-left bevel and a shaded bottom-right one.
  boxShadow: `inset ${vars.space.xs} ${vars.space.xs} ${vars.space.sm} ${vars.game.motif}, inset calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.xs}) ${vars.space.sm} ${vars.game.pieceEdge}, ${vars.shadow.md}`,
  willChange: 'transform',
  '@media': { [SHORT]: { width: '3.25rem', height: '3.25rem' } },
});

export const rolling = style({
  animation: `${tumble} 0.9s ${vars.motion.easing.out}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const face = styleVariants({
  white: { background: vars.game.dieWhite },
  green: { background: vars.game.dieGreen },
  pink: { background: vars.game.diePink },
  blue: { background: vars.game.dieBlue },
  red: { background: vars.game.dieRed },
  yellow: { background: vars.game.dieYellow },
  unknown: { background: vars.game.onTable, opacity: 0.25 },
});

export const diceLabel = style({ textAlign: 'center', fontSize: vars.font.size.sm, minHeight: `calc(${vars.font.size.sm} * 1.5)` });

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.xs });

export const swatch = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderWidth} solid ${vars.game.pieceEdge}`,
});

export const tileText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', minWidth: 0 });

export const tileStake = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.xs, color: vars.color.primary });

export const slipList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, fontSize: vars.font.size.xs });

export const slipItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  fontVariantNumeric: 'tabular-nums',
});

export const dot = style({ width: '0.75rem', height: '0.75rem', borderRadius: '50%', border: `${vars.size.borderWidth} solid ${vars.game.pieceEdge}` });
