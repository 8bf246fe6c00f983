import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.text });
export const option = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  cursor: 'pointer',
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surfaceSunken },
    '&:has(input:focus-visible)': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.size.borderWidth },
  },
});
/** The native radio stays for keyboards and screen readers; the whole option is the touch target (44 px). */
export const radio = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0, pointerEvents: 'none' });
/** The drawn radio mark, filled when its option is chosen. */
export const dot = style({
  gridRow: 'span 2',
  marginTop: vars.space.xxs,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `${vars.size.focusRingWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    [`${option}:has(input:checked) &`]: { borderColor: vars.color.primary, background: vars.color.primary, boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.surface}` },
  },
});
export const title = style({ gridColumn: 2, minWidth: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const terms = style({ gridColumn: 2, minWidth: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.pending });
export const expected = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.success, fontVariantNumeric: 'tabular-nums' });
