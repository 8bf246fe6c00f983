// A drawn promo banner or card (issue 24): the brand's gradient, the offer's words on one side and
// its art on the other; every colour and size is a theme token. Words are onPrimary over the
// primary gradient (a pair the theme tests check for contrast in every brand).
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

const sway = keyframes({ '0%, 100%': { transform: 'rotate(-4deg)' }, '50%': { transform: 'rotate(4deg)' } });

export const card = style({
  position: 'relative',
  overflow: 'hidden',
  boxSizing: 'border-box',
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.sm,
  isolation: 'isolate',
});

/** The painted background (gradient and rays) fills the card behind everything. */
export const backdrop = style({ position: 'absolute', inset: 0, zIndex: -1, width: '100%', height: '100%' });

export const layout = styleVariants({
  banner: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    alignItems: 'center',
    padding: vars.space.md,
    gap: vars.space.sm,
  },
  tile: {
    display: 'grid',
    gridTemplateRows: 'minmax(0, 1fr) auto',
    padding: vars.space.sm,
    gap: vars.space.xs,
  },
});

export const words = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: 0 });

export const headline = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
});

export const caption = style({ fontSize: vars.font.size.xs, opacity: 0.85 });

export const amount = styleVariants({
  banner: {
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.display,
    color: vars.color.onPrimary,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  tile: {
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.display,
    color: vars.color.onPrimary,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
});

export const action = style({ marginTop: vars.space.xs });

export const art = styleVariants({
  banner: { height: '100%', minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  tile: { minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'flex-end' },
});

/** The motif sways gently; still for players who ask for less motion. */
export const motif = style({
  display: 'block',
  height: '100%',
  maxWidth: '100%',
  aspectRatio: '1 / 1',
  transformOrigin: '50% 90%',
  animation: `${sway} 3.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
