// Styles of the cash-out pages (method lists, summaries, the result mark) from the theme contract.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const methods = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  // Three methods sit on one row rather than leaving one alone on the second.
  selectors: { '&[data-count="3"]': { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });
export const method = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  textAlign: 'center',
  selectors: {
    // Filled when chosen: onPrimary on primary is a pair every theme's contrast test checks
    // (primary text on a dark surface was not: red on maroon in the invite theme).
    '&[aria-pressed="true"], &[aria-checked="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const summaryStrong = style([summaryRow, { color: vars.color.text, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold }]);

export const center = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center' });
export const resultIcon = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.onPrimary,
  background: vars.color.pending,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.success },
    '&[data-tone="danger"]': { background: vars.color.danger },
  },
});

export const select = style({
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
});
