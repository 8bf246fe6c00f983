import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusWithinRing } from '../../styles/focus.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const control = style([
  focusWithinRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    background: vars.color.surfaceSunken,
    border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    selectors: {
      '&[data-invalid="true"]': { borderColor: vars.color.danger },
      '&[data-disabled="true"]': { opacity: 0.5 },
    },
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  outline: 'none',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const affix = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const hint = style({ fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.danger,
  fontWeight: vars.font.weight.semibold,
});
