import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({
  flex: 'none',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const popover = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.popup,
  marginTop: vars.space.xs,
  maxHeight: `calc(${vars.size.touchTarget} * 6)`,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const listbox = style({
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[data-active="true"]': { background: vars.color.surfaceSunken },
    // The active option shows the ring only while the list has keyboard focus.
    ':focus-visible > &[data-active="true"]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.semibold, color: vars.color.link },
  },
});

/** The mark and the label of an option with a leading mark, side by side. */
export const optionMain = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const description = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
});

export const check = style({ flex: 'none', width: vars.size.iconMd, height: vars.size.iconMd });
