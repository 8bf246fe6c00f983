import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';
import { SHORT } from '../shared/game.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
  maxWidth: '18rem',
  margin: '0 auto',
  '@media': { [SHORT]: { maxWidth: '13rem', gap: vars.space.xs } },
});

export const cell = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: 'none',
  padding: 0,
  overflow: 'hidden',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { '&:disabled': { cursor: 'default' } },
});

export const winning = style({ boxShadow: `0 0 0 3px ${vars.color.accent}` });

const wipe = keyframes({ from: { transform: 'scale(1)', opacity: 1 }, to: { transform: 'scale(1.4)', opacity: 0 } });

/** The silver coating: a layer on top that scales away (transform and opacity only). */
export const cover = style({
  position: 'absolute',
  inset: 0,
  background: `repeating-linear-gradient(135deg, ${vars.game.ringGrey} 0 6px, ${vars.color.surfaceSunken} 6px 12px)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.text,
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
