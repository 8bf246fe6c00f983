import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const row = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.touchTarget,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    border: 0,
    borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
    background: 'transparent',
    color: vars.color.text,
    textAlign: 'start',
    textDecoration: 'none',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.md,
    touchAction: 'manipulation',
    selectors: {
      '&:last-child': { borderBottomColor: 'transparent' },
      'a&:active, button&:active': { background: vars.color.surfaceSunken },
    },
  },
]);

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: vars.color.link,
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const label = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const value = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'end',
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});
