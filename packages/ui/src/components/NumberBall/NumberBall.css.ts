import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

const ballTones = {
  drawn: { background: vars.gradient.primary, color: vars.color.onPrimary, boxShadow: vars.shadow.sm },
  // A number that matched: the success colour on the surface (a pair every theme's contrast test checks).
  hit: { background: vars.color.surface, color: vars.color.success, borderColor: vars.color.success, boxShadow: vars.shadow.sm },
  plain: { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border },
  empty: { background: 'transparent', color: vars.color.textMuted, borderColor: vars.color.borderStrong, borderStyle: 'dashed' },
} as const;

export const ball = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.full,
    border: `${vars.size.borderWidth} solid transparent`,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: { tone: ballTones },
});

/** A ball on a pick board: fills its grid cell, round, and never a target under 44 px tall. */
export const toggle = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    maxWidth: vars.size.controlMd,
    aspectRatio: '1 / 1',
    margin: '0 auto',
    padding: 0,
    borderRadius: vars.radius.full,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    touchAction: 'manipulation',
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}, background ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
    selectors: {
      '&[aria-pressed="true"]': { ...ballTones.drawn, borderColor: 'transparent', transform: 'scale(1.06)' },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
      '&::after': {
        content: '""',
        position: 'absolute',
        left: '50%',
        top: '50%',
        width: '100%',
        height: '100%',
        minWidth: vars.size.touchTarget,
        minHeight: vars.size.touchTarget,
        transform: 'translate(-50%, -50%)',
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);
