// Styles of the promotion and invite pages (bonus grants, promo cards, guaranteed activities,
// weekly prize, invite totals) from the theme contract: every brand theme draws them its own way.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const heroLabel = style({ margin: 0, fontSize: vars.font.size.sm });
export const heroAmount = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const heroNote = style({ margin: 0, fontSize: vars.font.size.sm });

export const itemHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, minWidth: 0, overflowWrap: 'anywhere' });
export const amount = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.sm}`, margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const status = style({
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="success"]': { color: vars.color.success },
    '&[data-tone="pending"]': { color: vars.color.pending },
    '&[data-tone="danger"]': { color: vars.color.danger },
    '&[data-tone="info"]': { color: vars.color.info },
  },
});

export const promoList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const promoCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  borderLeft: `${vars.space.xs} solid ${vars.color.accent}`,
  width: '100%',
  textAlign: 'left',
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  borderTop: 0,
  borderRight: 0,
  borderBottom: 0,
  cursor: 'pointer',
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
  selectors: { 'div&': { cursor: 'default' } },
});
export const promoAction = style({ alignSelf: 'flex-start', color: vars.color.link, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.xs });
export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  textAlign: 'center',
});
export const statValue = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const statLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const qr = style({ display: 'flex', justifyContent: 'center' });
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const th = style({ padding: `${vars.space.xs} ${vars.space.xxs}`, textAlign: 'left', color: vars.color.textMuted, fontWeight: vars.font.weight.semibold, borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}` });
export const td = style({ padding: `${vars.space.sm} ${vars.space.xxs}`, borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`, verticalAlign: 'top' });
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const offers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 0 });
export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  textAlign: 'left',
  cursor: 'pointer',
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
  selectors: { '&[aria-checked="true"]': { borderColor: vars.color.primary, borderWidth: vars.size.focusRingWidth, background: vars.color.surfaceSunken } },
});
export const offerTitle = style({ fontWeight: vars.font.weight.semibold });
export const expected = style({ margin: 0, color: vars.color.success, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });
export const nowrap = style({ whiteSpace: 'nowrap' });
