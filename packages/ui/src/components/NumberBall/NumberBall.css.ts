import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

const ballTones = {
  drawn: { background: vars.gradient.primary, color: vars.color.onPrimary, boxShadow: vars.shadow.sm },
  // A number that matched: the success colour on the surface (a pair every theme's contrast test checks).
  hit: { background: vars.color.surface, color: vars.color.success, borderColor: vars.color.success, boxShadow: vars.shadow.sm },
  plain: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
  empty: { background: 'transparent', color: vars.color.textMuted, borderColor: vars.color.borderStrong, borderStyle: 'dashed' },
} as const;

export const ball = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.full,
    border: `${vars.size.borderWidth} solid transparent`,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: { tone: ballTones },
});
