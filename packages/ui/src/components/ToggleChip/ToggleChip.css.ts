import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const chip = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      // A chip with a short label ("All") is still a full touch target.
      minWidth: vars.size.touchTarget,
      border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
      background: vars.color.surfaceSunken,
      color: vars.color.text,
      fontFamily: 'inherit',
      fontWeight: vars.font.weight.semibold,
      fontVariantNumeric: 'tabular-nums',
      lineHeight: 1,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      touchAction: 'manipulation',
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}, background ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
      selectors: {
        // Chosen: pressed as a toggle, or checked as an option of SegmentedControl's radio group.
        '&[aria-pressed="true"], &[aria-checked="true"]': { background: vars.gradient.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
        '&:active:not(:disabled)': { transform: 'scale(0.95)' },
        '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
        // The hit area is 44 px tall whatever the chip draws (WCAG 2.5.5).
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
    shape: {
      pill: { borderRadius: vars.radius.md, paddingInline: vars.space.sm },
      coin: {
        aspectRatio: '1',
        borderRadius: vars.radius.full,
        borderStyle: 'dashed',
        borderWidth: vars.size.focusRingWidth,
        // The chip's rim: a ring of the accent inside its dashed edge, like a casino chip.
        boxShadow: `inset 0 0 0 ${vars.space.xxs} ${vars.color.surfaceSunken}, inset 0 0 0 ${vars.space.xs} ${vars.color.accent}, ${vars.shadow.sm}`,
        fontSize: vars.font.size.xs,
        selectors: {
          '&[aria-pressed="true"]': {
            borderColor: vars.color.onPrimary,
            boxShadow: `inset 0 0 0 ${vars.space.xxs} ${vars.color.primary}, inset 0 0 0 ${vars.space.xs} ${vars.color.accent}, ${vars.shadow.md}`,
          },
        },
      },
      // A lottery ball on a pick board: fills its grid cell (however narrow), round; the hit area
      // stays 44 px wide and tall around it.
      ball: {
        width: '100%',
        minWidth: 0,
        maxWidth: vars.size.controlMd,
        aspectRatio: '1',
        marginInline: 'auto',
        padding: 0,
        borderRadius: vars.radius.full,
        borderColor: vars.color.border,
        background: vars.color.surfaceRaised,
        selectors: {
          '&[aria-pressed="true"]': { borderColor: 'transparent', boxShadow: vars.shadow.sm, transform: 'scale(1.06)' },
          '&::after': { left: '50%', right: 'auto', width: '100%', minWidth: vars.size.touchTarget, transform: 'translate(-50%, -50%)' },
        },
      },
    },
    size: {
      sm: { minHeight: vars.size.iconLg, fontSize: vars.font.size.xs, paddingInline: vars.space.sm },
      md: { minHeight: vars.size.touchTarget, fontSize: vars.font.size.sm },
    },
  },
  compoundVariants: [
    { variants: { shape: 'coin', size: 'md' }, style: { minWidth: vars.size.touchTarget, paddingInline: vars.space.xxs } },
    { variants: { shape: 'ball', size: 'md' }, style: { minHeight: 0, fontSize: vars.font.size.md } },
  ],
  defaultVariants: { shape: 'pill', size: 'md' },
});
