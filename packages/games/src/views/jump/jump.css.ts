import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';
import { SHORT } from '../shared/game.css';

export const stage = style({ position: 'relative', height: '15rem', margin: `-${vars.space.sm}`, '@media': { [SHORT]: { height: '11rem' } } });

export const canvas = style({ width: '100%', height: '100%', display: 'block' });

/** Carries the colours the canvas paints with (read from computed style). */
export const palette = style({
  color: vars.game.onTable,
  borderTopColor: vars.color.accent,
  borderBottomColor: vars.color.danger,
  borderLeftColor: vars.color.success,
  // The table colour: a halo around the figures so the curve never runs through them.
  outlineColor: vars.game.table,
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
  textAlign: 'center',
  gap: vars.space.xs,
});

export const phaseText = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  // A halo of the table colour, like the canvas figures: the curve passes behind, never through.
  textShadow: `0 0 ${vars.space.xs} ${vars.game.table}, 0 0 ${vars.space.xs} ${vars.game.table}, 0 0 ${vars.space.xs} ${vars.game.table}`,
});

export const history = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', padding: `${vars.space.xs} 0`, margin: 0, listStyle: 'none' });

export const historyItem = style({
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  background: vars.color.surface,
});

export const historyTone = styleVariants({
  low: { color: vars.color.danger },
  high: { color: vars.color.success },
});

