import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      border: `${vars.size.borderWidth} solid transparent`,
      borderRadius: vars.radius.full,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.sm,
      textAlign: 'center',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      userSelect: 'none',
      touchAction: 'manipulation',
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}, background ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
      selectors: {
        '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'scale(0.97)' },
        '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
        '&[aria-busy="true"]': { cursor: 'progress' },
        // Keeps the hit area at least 44 px tall even for the small size (WCAG 2.5.5).
        '&::after': {
          content: '""',
          position: 'absolute',
          left: 0,
          right: 0,
          top: '50%',
          minHeight: vars.size.touchTarget,
          height: '100%',
          transform: 'translateY(-50%)',
        },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.gradient.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.sm,
        selectors: { '&:active:not(:disabled)': { background: vars.color.primaryPressed } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.link,
        borderColor: vars.color.borderStrong,
      },
      ghost: {
        background: 'transparent',
        color: vars.color.link,
      },
      danger: {
        background: vars.color.dangerFill,
        color: vars.color.onDangerFill,
      },
      accent: {
        background: vars.gradient.accent,
        color: vars.color.onAccent,
        boxShadow: vars.shadow.sm,
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRingWidth} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} calc(${vars.motion.duration.slow} * 3) linear infinite`,
});

export const icon = style({ display: 'inline-flex', width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });
