import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});

export const value = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  textOverflow: 'ellipsis',
  outline: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingLeft: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  selectors: {
    // The read-only text draws no ring of its own: the row shows its keyboard focus.
    [`&:has(${value}:focus-visible)`]: {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});

export const button = style({
  flex: 'none',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderTopRightRadius: vars.radius.md,
  borderBottomRightRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:active': { background: vars.color.primaryPressed },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});

export const status = style({
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.sm})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const tone = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
});
