import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';
import { SHORT } from '../shared/game.css';

export const video = style({
  width: '100%',
  aspectRatio: '16 / 9',
  '@media': { [SHORT]: { aspectRatio: '21 / 9' } },
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.game.table,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.game.onTable,
  fontSize: vars.font.size.sm,
  objectFit: 'cover',
});

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: `${vars.space.sm} 0`, gap: vars.space.sm });

export const countdown = style({ marginLeft: 'auto', fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums', color: vars.game.onTable });

export const fightNo = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });

export const status = styleVariants({
  OPEN: { background: vars.color.success, color: vars.game.onTable },
  LAST_CALL: { background: vars.color.pending, color: vars.game.onTable },
  CLOSED: { background: vars.color.borderStrong, color: vars.game.onTable },
  RESULT: { background: vars.color.info, color: vars.game.onTable },
  CANCELLED: { background: vars.color.danger, color: vars.game.onTable },
});

export const statusBase = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
});

export const sides = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const side = styleVariants({
  meron: { background: vars.game.meron },
  wala: { background: vars.game.wala },
  draw: { background: vars.game.draw },
});

export const sideCard = style({
  borderRadius: vars.radius.lg,
  color: vars.game.onTable,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontVariantNumeric: 'tabular-nums',
});

export const sideName = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, letterSpacing: '0.04em', textTransform: 'uppercase' });

export const odds = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const small = style({ fontSize: vars.font.size.xs, opacity: 0.9 });

export const betButtons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: vars.space.xs });

export const history = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' });

export const dot = style({
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.game.onTable,
});

export const cancelled = style({ background: vars.color.borderStrong });
