// Styles of the responsible-gaming and identity pages and the break banner, from the theme contract.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const limitRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
export const limitHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontVariantNumeric: 'tabular-nums' });
export const pending = style({ margin: 0, color: vars.color.pending, fontSize: vars.font.size.sm });
export const done = style({ margin: 0, color: vars.color.success, fontSize: vars.font.size.sm });
export const formRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.sm });
export const buttons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const historyRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
/** The quiet notice of a break in force (home, account, this page). */
export const banner = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  borderLeft: `${vars.size.focusRingWidth} solid ${vars.color.info}`,
});
export const selfiePreview = style({
  width: '100%',
  maxWidth: `calc(${vars.size.controlLg} * 4)`,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});
