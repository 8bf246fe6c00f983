import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const art = style({
  width: `calc(${vars.size.controlLg} * 2)`,
  height: `calc(${vars.size.controlLg} * 2)`,
  marginBottom: vars.space.sm,
});

export const artFill = style({ fill: vars.color.surfaceSunken });
export const artLine = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' });
export const artAccent = style({ fill: vars.color.accent });
export const artDanger = style({ fill: 'none', stroke: vars.color.danger, strokeWidth: 3, strokeLinecap: 'round' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  margin: 0,
  maxWidth: `calc(${vars.size.contentMaxWidth} * 0.7)`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.md });
