import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const markBase = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

export const mark = styleVariants({
  md: [markBase, { width: vars.size.iconMd, height: vars.size.iconMd }],
  // A channel tile's mark: the size of a control, so the provider reads at a glance.
  lg: [markBase, { width: vars.size.controlMd, height: vars.size.controlMd }],
});

/**
 * The tile's edge in the theme's strong border (AA for UI on every surface): a dark provider tile
 * (Maya's black) stays a shape on black-gold's night surface.
 */
export const edge = style({ stroke: vars.color.borderStrong });

/** Online banking's tile and building: the theme's sunken surface and text (an AA pair in every theme). */
export const bankTile = style({ fill: vars.color.surfaceSunken });
export const bankGlyph = style({ stroke: vars.color.text });
