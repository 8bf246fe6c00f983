import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';
import { SHORT } from '../shared/game.css';

/** The ticket: the cells on a plate of the brand's metal with a dashed trim. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
  maxWidth: '18rem',
  margin: '0 auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.xl,
  background: `linear-gradient(160deg, ${vars.game.glow}, ${vars.game.rim})`,
  outline: `${vars.size.focusRingWidth} dashed ${vars.game.tableDeep}`,
  outlineOffset: `calc(-1 * ${vars.space.xs})`,
  boxShadow: vars.shadow.lg,
  '@media': { [SHORT]: { maxWidth: '13rem', gap: vars.space.xs, padding: vars.space.xs } },
});

const wipe = keyframes({ from: { transform: 'scale(1)', opacity: 1 }, to: { transform: 'scale(1.4)', opacity: 0 } });

/** The silver coating: a layer on top that scales away (transform and opacity only). */
export const cover = style({
  position: 'absolute',
  inset: 0,
  // The scratch-off foil, struck in the brand's metal.
  background: `repeating-linear-gradient(135deg, ${vars.game.rim} 0 ${vars.space.xs}, ${vars.game.glow} ${vars.space.xs} ${vars.space.sm}), ${vars.game.rim}`,
  color: vars.game.tableDeep,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
});

export const coverGone = style({
  animation: `${wipe} ${vars.motion.duration.slow} ${vars.motion.easing.out} forwards`,
  pointerEvents: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0 } },
});

export const symbol = style({ width: '70%', height: '70%' });
export const symbolText = style({ fontWeight: vars.font.weight.bold });

export const tone = styleVariants({
  gold: { color: vars.game.dieYellow },
  red: { color: vars.game.dieRed },
  orange: { color: vars.game.ringOrange },
  green: { color: vars.game.dieGreen },
  blue: { color: vars.game.dieBlue },
});

export const prizes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const prize = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const prizeIcon = style({ width: '2rem', height: '2rem', display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const hint = style({ textAlign: 'center', fontSize: vars.font.size.sm, marginTop: vars.space.md });
