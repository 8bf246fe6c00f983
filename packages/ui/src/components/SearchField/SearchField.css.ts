import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusWithinRing } from '../../styles/focus.css';

export const form = style([
  focusWithinRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    paddingInlineStart: vars.space.md,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    color: vars.color.textMuted,
  },
]);

export const icon = style({ display: 'inline-flex', width: vars.font.size.lg, height: vars.font.size.lg, flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  outline: 'none',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The browser's own clear cross would sit beside ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** Keeps the row's height while the clear button is away, so typing does not move anything. */
export const end = style({ display: 'inline-flex', minWidth: vars.size.touchTarget, justifyContent: 'center' });
