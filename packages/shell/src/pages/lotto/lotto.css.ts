// Styles of the lotto pages (/lotto, /lottoResults, /lottoHistory, /lottoPanel) from the theme
// contract: every brand theme colours them.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export { hero } from '../../components/ui.css';
export const heroLabel = style({ margin: 0, fontSize: vars.font.size.sm });
export const heroTime = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const links = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm });
export const linkChip = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  fontFamily: 'inherit',
});

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const small = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const hash = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted, wordBreak: 'break-all', fontFamily: 'ui-monospace, monospace' });

export const balls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
const ballBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const ball = styleVariants({
  drawn: [ballBase, { background: vars.gradient.primary, color: vars.color.onPrimary }],
  hit: [ballBase, { background: vars.color.success, color: vars.color.onPrimary }],
  plain: [ballBase, { background: vars.color.surfaceSunken, color: vars.color.text, border: `${vars.size.borderWidth} solid ${vars.color.border}` }],
  empty: [ballBase, { background: 'transparent', color: vars.color.textMuted, border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}` }],
});

/** The 6/42 board: seven numbers a row at 375 px. */
export const board = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
/** The Swertres keypad: 1–9, then clear, 0, delete. */
export const keypad = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm });
export const key = style({
  minHeight: vars.size.touchTarget,
  width: '100%',
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.gradient.primary, color: vars.color.onPrimary, borderColor: 'transparent' },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});
export const keySmall = style({ fontSize: vars.font.size.sm });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: 'transparent' } },
});

export const ticket = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});
export const outcome = styleVariants({
  won: { color: vars.color.success, fontWeight: vars.font.weight.bold },
  lost: { color: vars.color.textMuted },
  pending: { color: vars.color.pending, fontWeight: vars.font.weight.semibold },
});
export const proofOk = style({ margin: 0, color: vars.color.success, fontWeight: vars.font.weight.semibold });
export const proofBad = style({ margin: 0, color: vars.color.danger, fontWeight: vars.font.weight.semibold });
export const proof = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
