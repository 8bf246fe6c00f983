import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const card = style([
  focusRing,
  {
    display: 'block',
    width: '100%',
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    borderInlineStartColor: vars.color.accent,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.sm,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
    selectors: {
      'a&, button&': { cursor: 'pointer' },
      'a&:active, button&:active': { transform: 'scale(0.99)' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);
