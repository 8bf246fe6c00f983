import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

/** 1–9, then clear, 0, delete: a phone's digit layout. */
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm });

export const key = style([
  focusRing,
  {
    minHeight: vars.size.controlLg,
    width: '100%',
    borderRadius: vars.radius.md,
    border: `${vars.size.borderWidth} solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.sm,
    fontFamily: 'inherit',
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    touchAction: 'manipulation',
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'scale(0.96)' },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed', boxShadow: 'none' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const command = style({ fontSize: vars.font.size.sm, color: vars.color.link, background: 'transparent', boxShadow: 'none' });
