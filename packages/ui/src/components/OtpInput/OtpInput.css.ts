import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const cells = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'space-between' });

export const cell = style([
  focusRing,
  {
    flex: '1 1 0',
    minWidth: 0,
    maxWidth: vars.size.controlLg,
    height: vars.size.controlLg,
    padding: 0,
    textAlign: 'center',
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    caretColor: vars.color.primary,
    background: vars.color.surfaceSunken,
    border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { opacity: 0.5 },
    },
  },
]);

export const error = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.danger,
  fontWeight: vars.font.weight.semibold,
});

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' });
