import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(25%)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Fixed above popups so a toast raised from inside a popup is still seen (spec §8 error toasts). */
export const viewport = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: `calc(${vars.size.tabBar} + ${vars.space.xl} + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  // Clear of the rounded corners and the notch in landscape.
  padding: `0 max(${vars.space.lg}, env(safe-area-inset-right, 0px)) 0 max(${vars.space.lg}, env(safe-area-inset-left, 0px))`,
  pointerEvents: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.size.contentMaxWidth,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  pointerEvents: 'auto',
  animation: `${rise} ${vars.motion.duration.base} ${vars.motion.easing.out}`,
});

export const icon = style({ flex: 'none', width: vars.size.iconMd, height: vars.size.iconMd });

export const tone = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
});
