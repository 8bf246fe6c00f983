// The :focus-visible ring every interactive component shares (DESIGN.md accessibility).
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});

/** For wrappers whose inner input has the focus (Input, PhoneInput, ...). */
export const focusWithinRing = style({
  selectors: {
    '&:has(:focus-visible)': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});
