import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const avatar = style({
  display: 'inline-block',
  flex: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

export const size = styleVariants({
  sm: { width: vars.size.controlSm, height: vars.size.controlSm },
  md: { width: vars.size.controlLg, height: vars.size.controlLg },
  lg: { width: `calc(${vars.size.controlLg} * 1.5)`, height: `calc(${vars.size.controlLg} * 1.5)` },
});

// Each built-in avatar takes its colours from the theme, so they match every brand.
export const background = styleVariants({
  primary: { fill: vars.color.primary },
  accent: { fill: vars.color.accent },
  success: { fill: vars.color.success },
  info: { fill: vars.color.info },
  danger: { fill: vars.color.danger },
  pending: { fill: vars.color.pending },
});

export const face = style({ fill: vars.color.surface });
export const feature = style({ fill: vars.color.text, stroke: vars.color.text });
export const detail = style({ fill: vars.color.accent });
export const detailAlt = style({ fill: vars.color.primary });
export const line = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 3, strokeLinecap: 'round' });
