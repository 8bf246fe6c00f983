import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusWithinRing } from '../../styles/focus.css';

/**
 * The capture tile: a fixed 4:3 frame (the photo replaces the prompt without moving anything), a
 * dashed edge until a photo is in it.
 */
export const tile = style([
  focusWithinRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    width: '100%',
    aspectRatio: '4 / 3',
    minHeight: vars.size.touchTarget,
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
    background: vars.color.surfaceSunken,
    color: vars.color.text,
    cursor: 'pointer',
    touchAction: 'manipulation',
    selectors: {
      '&[data-filled="true"]': { borderStyle: 'solid', borderColor: vars.color.primary },
      '&[data-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const icon = style({ width: vars.size.controlLg, height: vars.size.controlLg, color: vars.color.link });

export const prompt = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  textAlign: 'center',
  paddingInline: vars.space.md,
});

export const photo = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

/** "Take it again" over a photo: a chip at the bottom, readable on any picture. */
export const retake = style({
  position: 'absolute',
  insetInlineStart: '50%',
  bottom: vars.space.sm,
  transform: 'translateX(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.md,
  whiteSpace: 'nowrap',
});

export const retakeIcon = style({ width: vars.font.size.lg, height: vars.font.size.lg });
