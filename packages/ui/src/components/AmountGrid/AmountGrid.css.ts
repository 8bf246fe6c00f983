import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm });

export const radio = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0, pointerEvents: 'none' });

export const tile = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  selectors: {
    '&:active': { transform: 'scale(0.97)' },
    '&:has(:checked)': {
      background: vars.gradient.primary,
      borderColor: 'transparent',
      color: vars.color.onPrimary,
    },
    '&:has(:focus-visible)': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});
