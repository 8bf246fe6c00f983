import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

/** How much of the track is filled (a percentage set by the component). */
export const fillVar = createVar();

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });

export const value = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', color: vars.color.text });

const thumb = {
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  background: vars.color.onPrimary,
  border: `calc(${vars.size.focusRingWidth} * 2) solid ${vars.color.primary}`,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
} as const;

export const range = style([
  focusRing,
  {
    appearance: 'none',
    width: '100%',
    minHeight: vars.size.touchTarget,
    margin: 0,
    background: 'transparent',
    cursor: 'pointer',
    vars: { [fillVar]: '50%' },
    selectors: {
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      '&::-webkit-slider-runnable-track': {
        height: vars.size.progressBar,
        borderRadius: vars.radius.full,
        background: `linear-gradient(to right, ${vars.color.primary} ${fillVar}, ${vars.color.surfaceSunken} ${fillVar})`,
        border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
      },
      '&::-webkit-slider-thumb': {
        ...thumb,
        appearance: 'none',
        marginTop: `calc((${vars.size.progressBar} - ${vars.size.iconLg}) / 2 - ${vars.size.borderWidth})`,
      },
      '&::-moz-range-track': {
        height: vars.size.progressBar,
        borderRadius: vars.radius.full,
        background: vars.color.surfaceSunken,
        border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
      },
      '&::-moz-range-progress': { height: vars.size.progressBar, borderRadius: vars.radius.full, background: vars.color.primary },
      '&::-moz-range-thumb': thumb,
    },
  },
]);
