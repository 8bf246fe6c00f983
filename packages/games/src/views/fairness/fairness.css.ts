import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const ok = style({ color: vars.color.success, fontWeight: vars.font.weight.semibold });
export const bad = style({ color: vars.color.danger, fontWeight: vars.font.weight.semibold });

export const rounds = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const roundRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: `${vars.space.xs} 0`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

export const games = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.xxs });
