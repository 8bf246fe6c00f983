// The welcome guide's picture stage. These styles are in a brand's first-load stylesheet (the shell
// imports `@perya/ui/art/first-screen`): the guide's first step is drawn into index.html before the
// app's script runs, with the stage's frame and placeholder holding the picture's place until the app
// draws it.
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/** A fixed box: the picture never changes the card's height when the step changes. */
export const stage = style({
  position: 'relative',
  width: '100%',
  height: '9.5rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** A soft light in the brand's accent behind the picture. */
export const glow = style({
  position: 'absolute',
  inset: '8% 22%',
  borderRadius: vars.radius.full,
  background: `radial-gradient(closest-side, ${vars.color.accent}, transparent)`,
  opacity: 0.35,
});

const tile = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  aspectRatio: '1',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.md,
});

/** Three in-house games fanned out like cards in a hand, the middle one in front. */
export const thumb = styleVariants({
  left: [tile, { width: '6rem', transform: 'translate(-125%, -44%) rotate(-11deg)' }],
  centre: [tile, { width: '7.25rem', zIndex: 1, transform: 'translate(-50%, -50%)' }],
  right: [tile, { width: '6rem', transform: 'translate(25%, -44%) rotate(11deg)' }],
});

/** A single motif (the bonus gift, the wallet's coins). */
export const motif = style({ position: 'relative', height: '100%', aspectRatio: '1' });

/** Shown only when nothing follows it: where the drawing was left out (the static first screen). */
export const placeholder = style({
  position: 'relative',
  display: 'none',
  selectors: { '&:last-child': { display: 'block' } },
});

/** The drawing fades in when the app draws it over the static frame. */
globalStyle(`${stage} > [data-static-omit]`, {
  animation: `${keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })} 240ms ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
