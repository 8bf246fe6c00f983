import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

const outline = (color: string) => ({ color, borderColor: color, background: 'transparent' });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.xs,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      neutral: outline(vars.color.textMuted),
      primary: outline(vars.color.link),
      success: outline(vars.color.success),
      danger: outline(vars.color.danger),
      pending: outline(vars.color.pending),
      info: outline(vars.color.info),
    },
    solid: { true: {}, false: {} },
  },
  compoundVariants: [
    { variants: { tone: 'neutral', solid: true }, style: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border } },
    { variants: { tone: 'primary', solid: true }, style: { background: vars.gradient.primary, color: vars.color.onPrimary, borderColor: 'transparent' } },
    { variants: { tone: 'danger', solid: true }, style: { background: vars.color.dangerFill, color: vars.color.onDangerFill, borderColor: 'transparent' } },
  ],
  defaultVariants: { tone: 'neutral', solid: false },
});
