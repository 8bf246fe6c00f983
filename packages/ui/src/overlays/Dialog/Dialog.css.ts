import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
// DESIGN.md motion: popups scale + fade, sheets slide up, 150-250 ms ease-out. The theme zeroes the
// durations under prefers-reduced-motion.
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.94)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const slideUp = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popup,
  display: 'flex',
  justifyContent: 'center',
  background: vars.color.scrim,
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  overscrollBehavior: 'contain',
});

/** A side's safe-area inset (notch, home indicator, rounded corners), or at least `min`. */
const inset = (side: 'top' | 'right' | 'bottom' | 'left', min: string) =>
  `max(${min}, env(safe-area-inset-${side}, 0px))`;

export const backdropPlacement = styleVariants({
  // A centred popup keeps its margin and stays clear of the notch and the home indicator.
  center: {
    alignItems: 'center',
    padding: `${inset('top', vars.space.lg)} ${inset('right', vars.space.lg)} ${inset('bottom', vars.space.lg)} ${inset('left', vars.space.lg)}`,
  },
  // A tall sheet stops below the notch; its panel pads the home indicator itself.
  sheet: { alignItems: 'flex-end', paddingTop: 'env(safe-area-inset-top, 0px)' },
  fullscreen: { alignItems: 'stretch' },
});

export const backdropLoading = style({ zIndex: vars.zIndex.loading });

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  maxHeight: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});

export const panelPlacement = styleVariants({
  center: {
    borderRadius: vars.radius.xl,
    animation: `${popIn} ${vars.motion.duration.base} ${vars.motion.easing.out}`,
  },
  sheet: {
    borderTopLeftRadius: vars.radius.xl,
    borderTopRightRadius: vars.radius.xl,
    paddingBottom: 'env(safe-area-inset-bottom, 0px)',
    paddingInline: 'env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px)',
    animation: `${slideUp} ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
  },
  fullscreen: {
    maxWidth: 'none',
    // Edge to edge: the content keeps clear of the notch, the home indicator and rounded corners.
    padding:
      'env(safe-area-inset-top, 0px) env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px)',
    animation: `${fadeIn} ${vars.motion.duration.base} ${vars.motion.easing.out}`,
  },
});

export const illustration = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space.xl,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  // The close button sits on the right; an equal inset on the left keeps the title centred.
  paddingLeft: vars.size.touchTarget,
});

export const titleWithoutClose = style({ paddingLeft: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const closeIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  overscrollBehavior: 'contain',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
