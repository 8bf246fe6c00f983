// Reset and base styles of every brand app and of Storybook; values come from the theme contract.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  // Overridden by applyRootFontSize (spec §9); 16 px is the root at the 375 px design width.
  fontSize: '16px', // literal-ok: the root size rem scales from (spec §9)
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('body', { margin: 0, minHeight: '100%' });

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

// Links take the theme's link colour (checked for contrast), not the browser's blue.
globalStyle('a', { color: vars.color.link });

/** The element that carries a theme class: page background, text colour and type. */
export const themeRoot = style({
  minHeight: '100%',
  backgroundColor: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.regular,
  colorScheme: vars.colorScheme,
  WebkitFontSmoothing: 'antialiased',
});

/** For text only screen readers read (labels of icon-only controls and the like). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
