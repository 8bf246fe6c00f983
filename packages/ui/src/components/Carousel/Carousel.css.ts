import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  outline: 'none',
  // The banner slot keeps its size before images load (no layout shift): DESIGN.md about 2.4:1.
  aspectRatio: '12 / 5',
  touchAction: 'pan-y',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});

export const track = style({
  display: 'flex',
  height: '100%',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
  willChange: 'transform',
});

export const dragging = style({ transition: 'none' });

export const slide = style({
  flex: '0 0 100%',
  height: '100%',
  position: 'relative',
});

export const slideButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-2 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
});

export const dots = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The hit area is a full touch target; the visible dot is drawn inside it. */
export const dotButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  opacity: 0.6,
  boxShadow: vars.shadow.sm,
  transition: `width ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
});

export const dotActive = style({ width: vars.space.lg, opacity: 1, background: vars.color.accent });
