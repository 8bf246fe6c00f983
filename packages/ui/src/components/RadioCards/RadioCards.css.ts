import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** Two cards to a row: a phone shows four destinations without scrolling sideways. */
export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  selectors: { '&[data-count="1"]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minWidth: 0,
    minHeight: `calc(${vars.size.touchTarget} + ${vars.space.md})`,
    padding: vars.space.sm,
    // The border is the same width chosen or not: choosing never moves anything.
    border: `calc(${vars.size.borderWidth} * 2) solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    textAlign: 'start',
    cursor: 'pointer',
    touchAction: 'manipulation',
    transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.out}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
    selectors: {
      '&[aria-checked="true"]': { borderColor: vars.color.primary, boxShadow: vars.shadow.md },
      '[aria-invalid="true"] > &': { borderColor: vars.color.danger },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const leading = style({ display: 'inline-flex', flex: 'none' });

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, paddingRight: vars.space.md });

export const label = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.xs, overflowWrap: 'anywhere' });

/** The tick in the corner of the chosen card (its frame says it too; the radio state tells readers). */
export const indicator = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  color: 'transparent',
  selectors: {
    '[aria-checked="true"] > &': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const tick = style({ display: 'block', width: '100%', height: '100%' });

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  selectors: { '&:empty': { display: 'none' } },
});
