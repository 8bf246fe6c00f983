import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const play = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  borderRadius: vars.radius.lg,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});

/** Square art (DESIGN.md); the slot is sized before the image arrives so the grid does not jump. */
export const art = style({
  order: -1,
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.skeleton,
  boxShadow: vars.shadow.sm,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.base} ${vars.motion.easing.out}`,
});

export const imageLoaded = style({ opacity: 1 });

/**
 * The tile of a game without a usable image: the brand gradient, a ring of the accent and the
 * provider's mark set large, so a missing image still reads as a designed tile.
 */
export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  background: `radial-gradient(circle at 30% 20%, ${vars.art.shine}, transparent 45%), ${vars.gradient.primary}`,
  boxShadow: `inset 0 0 0 ${vars.space.xxs} ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
});

export const fallbackMark = style({
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `${vars.space.xxs} solid ${vars.color.accent}`,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.semibold,
});

export const provider = style({
  position: 'absolute',
  left: vars.space.xs,
  bottom: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.scrim,
  color: vars.color.onScrim,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const favourite = style({
  position: 'absolute',
  top: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.onScrim,
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const heart = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.scrim,
});

export const heartOn = style({ color: vars.color.redDot });
