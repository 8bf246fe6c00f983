import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// A QR code must be dark modules on a light ground: many scanners fail on inverted codes. The
// theme sets color-scheme, so light-dark() picks the dark token for the modules and the light one
// for the ground on light and dark brands alike; browsers without light-dark() get the first value.
export const code = style({
  display: 'block',
  background: [vars.color.surface, `light-dark(${vars.color.surface}, ${vars.color.text})`],
  borderRadius: vars.radius.md,
  shapeRendering: 'crispEdges',
});

export const modules = style({
  fill: [vars.color.text, `light-dark(${vars.color.text}, ${vars.color.page})`],
});

export const size = styleVariants({
  sm: { width: `calc(${vars.size.controlLg} * 2)`, height: `calc(${vars.size.controlLg} * 2)` },
  md: { width: `calc(${vars.size.controlLg} * 3)`, height: `calc(${vars.size.controlLg} * 3)` },
  lg: { width: `calc(${vars.size.controlLg} * 4)`, height: `calc(${vars.size.controlLg} * 4)` },
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});
