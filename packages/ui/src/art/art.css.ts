// Paint of the product's drawn art: every fill and gradient stop reads a theme token, so one
// drawing takes each brand's colours.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

const paints = {
  primary: vars.color.primary,
  primaryDeep: vars.color.primaryPressed,
  onPrimary: vars.color.onPrimary,
  accent: vars.color.accent,
  onAccent: vars.color.onAccent,
  surface: vars.color.surface,
  sunken: vars.color.surfaceSunken,
  text: vars.color.text,
  danger: vars.color.dangerFill,
  success: vars.color.success,
  info: vars.color.info,
  meron: vars.game.meron,
  wala: vars.game.wala,
  dieWhite: vars.game.dieWhite,
  dieGreen: vars.game.dieGreen,
  diePink: vars.game.diePink,
  dieBlue: vars.game.dieBlue,
  dieRed: vars.game.dieRed,
  dieYellow: vars.game.dieYellow,
  ringOrange: vars.game.ringOrange,
  ringGreen: vars.game.ringGreen,
  bronze: vars.art.bronze,
  silver: vars.art.silver,
  gold: vars.art.gold,
  platinum: vars.art.platinum,
  diamond: vars.art.diamond,
  ruby: vars.art.ruby,
  skin: vars.art.skin,
  skinDeep: vars.art.skinDeep,
  hair: vars.art.hair,
  shine: vars.art.shine,
  shade: vars.art.shade,
  ink: vars.art.ink,
} as const;

export type Paint = keyof typeof paints;

export const fill = styleVariants(paints, (colour) => ({ fill: colour }));
export const stroke = styleVariants(paints, (colour) => ({
  fill: 'none',
  stroke: colour,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
}));
export const stop = styleVariants(paints, (colour) => ({ stopColor: colour }));

/** A drawing fills the box its parent reserved (the parent sets width and aspect ratio). */
export const svg = style({ display: 'block', width: '100%', height: '100%' });

/** Fixed sizes for art that sits inline (badges beside a name); `fill` takes the parent's box. */
export const artSize = styleVariants({
  sm: { display: 'block', flex: 'none', width: vars.size.controlSm, height: vars.size.controlSm },
  md: { display: 'block', flex: 'none', width: vars.size.controlLg, height: vars.size.controlLg },
  lg: {
    display: 'block',
    flex: 'none',
    width: `calc(${vars.size.controlLg} * 1.6)`,
    height: `calc(${vars.size.controlLg} * 1.6)`,
  },
  fill: { display: 'block', width: '100%', height: '100%' },
});
export type ArtSize = keyof typeof artSize;

/** A popup's illustration: two large controls square, above the title. */
export const popupArt = style({ width: `calc(${vars.size.controlLg} * 2)`, height: `calc(${vars.size.controlLg} * 2)` });
