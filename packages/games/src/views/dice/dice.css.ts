import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const rollNumber = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  margin: `${vars.space.sm} 0 ${vars.space.lg}`,
  lineHeight: 1.1,
});

export const track = style({
  position: 'relative',
  height: vars.space.lg,
  borderRadius: vars.radius.full,
  background: vars.game.dieRed,
  overflow: 'hidden',
});

/** The winning part of the track: a full-width layer scaled from its edge (no layout per change). */
export const winZone = style({
  position: 'absolute',
  inset: 0,
  background: vars.game.dieGreen,
  transformOrigin: 'left center',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
});

export const markerLane = style({
  position: 'relative',
  height: vars.space.xl,
  marginTop: vars.space.xs,
});

/** Full-width carrier translated by the roll's percent; its tip marks the roll. */
export const markerCarrier = style({
  position: 'absolute',
  inset: 0,
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
  willChange: 'transform',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const marker = style({
  position: 'absolute',
  left: 0,
  top: 0,
  width: 0,
  height: 0,
  borderLeft: `${vars.space.sm} solid transparent`,
  borderRight: `${vars.space.sm} solid transparent`,
  borderBottom: `${vars.space.md} solid ${vars.game.onTable}`,
  transform: 'translateX(-50%)',
});

export const scale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  opacity: 0.8,
  fontVariantNumeric: 'tabular-nums',
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  textAlign: 'center',
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold });

export const statLabel = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular, opacity: 0.85 });

export const toggle = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs });
