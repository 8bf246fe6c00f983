import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const tile = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'flex',
      minWidth: 0,
      minHeight: vars.size.touchTarget,
      border: `${vars.size.borderWidth} solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceSunken,
      color: vars.color.text,
      fontFamily: 'inherit',
      fontSize: vars.font.size.sm,
      fontVariantNumeric: 'tabular-nums',
      cursor: 'pointer',
      touchAction: 'manipulation',
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}, box-shadow ${vars.motion.duration.base} ${vars.motion.easing.out}`,
      selectors: {
        '&[aria-pressed="true"], &[aria-checked="true"]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.primary}` },
        '&[data-highlight]': { borderColor: vars.color.accent, boxShadow: `0 0 0 calc(${vars.size.focusRingWidth} * 1.5) ${vars.color.accent}, ${vars.shadow.md}` },
        '&:active:not(:disabled)': { transform: 'scale(0.96)' },
        '&:disabled': { cursor: 'default' },
      },
    },
  ],
  variants: {
    layout: {
      row: {
        alignItems: 'center',
        gap: vars.space.xs,
        minHeight: vars.size.controlLg,
        padding: vars.space.xs,
        textAlign: 'start',
        selectors: { '&:disabled': { opacity: 0.5 } },
      },
      column: {
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: vars.space.xxs,
        padding: vars.space.xs,
        fontSize: vars.font.size.xs,
        selectors: { '&:disabled': { opacity: 0.5 } },
      },
      square: {
        aspectRatio: '1',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 0,
        overflow: 'hidden',
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
        boxShadow: vars.shadow.sm,
      },
    },
  },
  defaultVariants: { layout: 'row' },
});
