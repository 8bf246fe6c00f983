import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const group = style({ display: 'flex', gap: vars.space.xxs });

export const star = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    padding: vars.space.xs,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.borderStrong,
    cursor: 'pointer',
    touchAction: 'manipulation',
    selectors: { '&[data-on="true"]': { color: vars.color.accent } },
  },
]);

/** An outline while empty, filled once chosen (the colour alone does not carry it). */
export const shape = style({
  display: 'block',
  width: '100%',
  height: '100%',
  fill: 'none',
  stroke: 'currentColor',
  selectors: { '[data-on="true"] > &': { fill: 'currentColor' } },
});
