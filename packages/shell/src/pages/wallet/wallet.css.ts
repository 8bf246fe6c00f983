// Styles of the wallet pages (balances, method lists, summaries) from the theme contract.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export { hero } from '../../components/ui.css';
export const heroLabel = style({ margin: 0, fontSize: vars.font.size.sm, opacity: 0.9 });
export const heroAmount = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const heroActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, marginTop: vars.space.sm });
export const heroButton = style({
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.onPrimary}`,
  background: 'transparent',
  color: vars.color.onPrimary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&[data-solid]': { background: vars.color.onPrimary, color: vars.color.primary } },
});

export const walletGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.sm });
export const walletTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});
export const tileValue = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

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
export const wide = style({ width: '100%', boxSizing: 'border-box' });
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

/** The method's mark and name above the amount of a payment. */
export const methodLine = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, margin: 0, fontWeight: vars.font.weight.semibold });
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

export const recordRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
/** A record row's status chip, at the end of its column rather than stretched across it. */
export const rowEnd = style({ justifySelf: 'end' });
/** A line of a record row that takes the whole width (both columns). */
export const spanRow = style({ gridColumn: '1 / -1' });
export const credit = style({ color: vars.color.success, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const debit = style({ color: vars.color.danger, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
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
