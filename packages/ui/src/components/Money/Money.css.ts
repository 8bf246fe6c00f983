import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const money = recipe({
  base: {
    // DESIGN.md: money amounts use tabular figures so columns of amounts line up.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    fontWeight: vars.font.weight.semibold,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm },
      md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.md },
      lg: { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.xl, fontWeight: vars.font.weight.bold },
      display: {
        fontSize: vars.font.size.display,
        lineHeight: vars.font.lineHeight.display,
        fontWeight: vars.font.weight.bold,
      },
      inherit: { fontSize: 'inherit', lineHeight: 'inherit' },
    },
    tone: {
      neutral: { color: 'inherit' },
      win: { color: vars.color.success },
      loss: { color: vars.color.danger },
      auto: {},
    },
  },
  defaultVariants: { size: 'inherit', tone: 'neutral' },
});
