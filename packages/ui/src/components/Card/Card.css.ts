import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    // DESIGN.md: content in cards with 12-16 px padding.
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    // `primary`: a page's headline panel (a balance, a countdown, a level) in the brand's gradient.
    tone: {
      surface: {},
      primary: { background: vars.gradient.primary, color: vars.color.onPrimary, borderColor: 'transparent' },
    },
  },
  defaultVariants: { padding: 'lg', tone: 'surface' },
});

/** Title and action on one line; an action that does not fit (a longer language) goes under the title, never off the card. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.bold,
});

/** The header's action slot (a "Records" link, a "More" button): a full touch target. */
export const action = style({ display: 'flex', alignItems: 'center', flex: 'none' });

globalStyle(`${action} > a, ${action} > button`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
});
