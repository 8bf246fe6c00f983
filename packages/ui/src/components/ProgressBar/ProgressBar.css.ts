import { style } from '@vanilla-extract/css';
import { createVar } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** Fill fraction 0..1, set inline per bar. */
export const fraction = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text,
});

export const value = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  height: vars.size.progressBar,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // The track itself needs 3:1 against its surroundings to read as a control part (WCAG 1.4.11).
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const fill = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  background: vars.gradient.primary,
  transformOrigin: 'left center',
  transform: `scaleX(${fraction})`,
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
});
