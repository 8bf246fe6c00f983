import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.text });
export const option = style({
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
export const radio = style({ gridRow: 'span 2', marginTop: vars.space.xxs, accentColor: vars.color.primary });
export const title = style({ gridColumn: 2, minWidth: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const terms = style({ gridColumn: 2, minWidth: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.pending });
export const expected = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.success, fontVariantNumeric: 'tabular-nums' });
