import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const group = recipe({
  base: { display: 'flex', gap: vars.space.xxs, padding: vars.space.xxs, borderRadius: vars.radius.full, background: vars.color.surfaceSunken },
  variants: {
    /** Chips that wrap (stakes, drawn by ToggleChip's recipe) instead of a track that shares its width (bet types). */
    wrap: { true: { flexWrap: 'wrap', background: 'transparent', padding: 0, gap: vars.space.xs }, false: {} },
  },
});

/** One option of the shared track: the options split the width; the checked one is lifted out in the primary colour. */
export const segment = style([
  focusRing,
  {
    flex: '1 1 0',
    minWidth: 0,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    touchAction: 'manipulation',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
    selectors: {
      '&[aria-checked="true"]': { background: vars.gradient.primary, color: vars.color.onPrimary, boxShadow: vars.shadow.sm },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);
