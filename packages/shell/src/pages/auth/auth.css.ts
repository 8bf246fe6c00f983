// What the sign-in form draws that no ui component does: the links inside the terms sentence.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const inlineLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

/** The brand's logo over the form, app-icon sized. */
export const logo = style({ width: '3.5rem', height: '3.5rem', borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm });
