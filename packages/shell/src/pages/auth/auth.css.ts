// What the sign-in form draws that no ui component does: the links inside the terms sentence.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const inlineLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

