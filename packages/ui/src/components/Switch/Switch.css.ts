import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  textAlign: 'left',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});

export const track = style({
  position: 'relative',
  flex: 'none',
  width: `calc(${vars.size.controlSm} * 1.5)`,
  height: `calc(${vars.size.controlSm} * 0.8)`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  selectors: {
    '[aria-checked="true"] > &': { background: vars.color.primary, borderColor: vars.color.primary },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '50%',
  left: vars.space.xxs,
  width: `calc(${vars.size.controlSm} * 0.6)`,
  height: `calc(${vars.size.controlSm} * 0.6)`,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  boxShadow: vars.shadow.sm,
  transform: 'translateY(-50%)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}, background ${vars.motion.duration.fast}`,
  selectors: {
    '[aria-checked="true"] > * > &': {
      background: vars.color.onPrimary,
      transform: `translate(calc(${vars.size.controlSm} * 1.5 - ${vars.size.controlSm} * 0.6 - ${vars.space.xxs} * 2 - ${vars.size.borderWidth} * 2), -50%)`,
    },
  },
});
