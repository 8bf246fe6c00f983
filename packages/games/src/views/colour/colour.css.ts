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

/** One die: a cube drawn in SVG (ColourDie), casting its shadow on the mat. */
export const die = style({
  display: 'block',
  width: '4.75rem',
  height: '4.75rem',
  willChange: 'transform',
  filter: `drop-shadow(0 ${vars.space.xxs} ${vars.space.xs} ${vars.game.tableDeep})`,
  '@media': { [SHORT]: { width: '3.5rem', height: '3.5rem' } },
});

export const dieArt = style({ display: 'block', width: '100%', height: '100%', overflow: 'visible' });

/** Where the die rests on the mat. */
export const dieShadow = style({ fill: vars.game.tableDeep, opacity: 0.55 });

/** The cube's edges: a thin dark line so a white face shows on any felt. */
export const edge = style({ stroke: vars.game.pieceEdge, strokeWidth: 1.2, strokeLinejoin: 'round' });

/** The side in the light's shadow, and the one further from it. */
export const shadeSoft = style({ fill: vars.art.shade, opacity: 0.35 });
export const shadeDeep = style({ fill: vars.art.shade, opacity: 0.7 });

/** The gloss on the top face. */
export const shine = style({ fill: vars.art.shine, opacity: 0.35 });

export const rolling = style({
  animation: `${tumble} 0.9s ${vars.motion.easing.out}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** A die face's colour: the background of a swatch or dot, the fill of a drawn face. */
const faces = {
  white: vars.game.dieWhite,
  green: vars.game.dieGreen,
  pink: vars.game.diePink,
  blue: vars.game.dieBlue,
  red: vars.game.dieRed,
  yellow: vars.game.dieYellow,
} as const;

export const face = styleVariants(faces, (colour) => ({ background: colour, fill: colour }));
/** Under the dice, one pill high whatever it says: the call to bet before a roll, the colours after. */
export const diceLabel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: 'fit-content',
  maxWidth: '100%',
  minHeight: vars.size.controlSm,
  margin: `0 auto`,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.game.rim}`,
  background: vars.game.tableDeep,
  color: vars.game.onTable,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

/** Before the first roll the pill calls for bets in the brand's metal, a lamp glowing beside it. */
export const placeBets = style({ textTransform: 'uppercase', letterSpacing: '0.06em', fontWeight: vars.font.weight.bold, color: vars.game.glow });

const pulse = keyframes({ '0%, 100%': { opacity: 0.4, transform: 'scale(0.8)' }, '50%': { opacity: 1, transform: 'scale(1)' } });

export const lamp = style({
  width: vars.space.xs,
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.game.glow,
  boxShadow: `0 0 ${vars.space.xs} ${vars.game.glow}`,
  animation: `${pulse} calc(${vars.motion.duration.slow} * 6) ${vars.motion.easing.inOut} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1 } },
});

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
