import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xs,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    overscrollBehaviorX: 'contain',
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  },
  variants: {
    appearance: {
      underline: { borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}` },
      pill: { gap: vars.space.sm, paddingBlock: vars.space.xs },
    },
    fill: { true: {}, false: {} },
  },
});

export const tab = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      flexShrink: 0,
      minHeight: vars.size.touchTarget,
      paddingInline: vars.space.md,
      border: 0,
      background: 'transparent',
      color: vars.color.textMuted,
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.semibold,
      whiteSpace: 'nowrap',
      touchAction: 'manipulation',
      transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.out}, background ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
    },
  ],
  variants: {
    appearance: {
      underline: {
        selectors: {
          '&[aria-selected="true"]': { color: vars.color.text },
          '&[aria-selected="true"]::after': {
            content: '""',
            position: 'absolute',
            left: vars.space.md,
            right: vars.space.md,
            bottom: 0,
            height: vars.space.xxs,
            borderRadius: vars.radius.full,
            background: vars.gradient.primary,
          },
        },
      },
      pill: {
        borderRadius: vars.radius.full,
        background: vars.color.surface,
        color: vars.color.text,
        border: `${vars.size.borderWidth} solid ${vars.color.border}`,
        fontSize: vars.font.size.sm,
        selectors: {
          '&[aria-selected="true"]': {
            background: vars.gradient.primary,
            color: vars.color.onPrimary,
            borderColor: 'transparent',
          },
        },
      },
    },
    fill: { true: { flex: '1 1 0' }, false: {} },
  },
});

export const panel = style([focusRing, { paddingTop: vars.space.md }]);
