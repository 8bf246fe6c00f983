import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      // The box is the touch target (44 px at least); the glyph inside is smaller.
      width: vars.size.touchTarget,
      height: vars.size.touchTarget,
      padding: 0,
      border: 0,
      borderRadius: vars.radius.full,
      touchAction: 'manipulation',
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
      selectors: {
        '&:active:not(:disabled)': { transform: 'scale(0.92)' },
        '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    variant: {
      ghost: { background: 'transparent', color: 'inherit' },
      filled: { background: vars.color.surfaceSunken, color: vars.color.text },
      primary: { background: vars.gradient.primary, color: vars.color.onPrimary },
    },
    size: {
      sm: { padding: vars.space.md },
      md: { padding: vars.space.sm },
      lg: { padding: vars.space.xs },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
