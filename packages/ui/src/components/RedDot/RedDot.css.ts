import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.size.redDot,
  height: vars.size.redDot,
  borderRadius: vars.radius.full,
  background: vars.color.redDot,
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.iconSm,
  height: vars.size.iconSm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.dangerFill,
  color: vars.color.onDangerFill,
  fontSize: vars.font.size.xs,
  lineHeight: 1,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const corner = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(40%, -40%)',
  pointerEvents: 'none',
});
