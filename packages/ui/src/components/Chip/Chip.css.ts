import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

/** One row that scrolls sideways under the thumb, its scrollbar hidden, the page not dragged along. */
export const group = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const item = style({ flexShrink: 0, scrollSnapAlign: 'start' });

export const chip = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.full,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.sm,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    touchAction: 'manipulation',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.out}, color ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.gradient.primary,
        color: vars.color.onPrimary,
        borderColor: 'transparent',
      },
    },
  },
]);

export const icon = style({ display: 'inline-flex', fontSize: vars.font.size.md });
