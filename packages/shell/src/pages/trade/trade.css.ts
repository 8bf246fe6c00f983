// Styles of the trading pages (markets, trade detail, orders). Up is drawn in the game board's green
// and down in its red (the theme's contrast-checked game.draw / game.meron with game.onTable text).
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const topRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const marketList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const marketRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
});

export const marketName = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const marketSub = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const num = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const priceCell = style([num, { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }]);

export const changeChip = style([
  num,
  {
    minWidth: '4.5rem',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.game.onTable,
  },
]);
export const changeTone = styleVariants({
  up: { background: vars.game.draw },
  down: { background: vars.game.meron },
});

export const tone = styleVariants({
  up: { color: vars.color.success },
  down: { color: vars.color.danger },
  flat: { color: vars.color.textMuted },
});

export const search = style({ display: 'flex' });

export const accountSwitch = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const balanceRow = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const balance = style([num, { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }]);

export const quote = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });
export const quotePrice = style([num, { fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold }]);
export const liveDot = style({
  display: 'inline-block',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.success,
  marginRight: vars.space.xs,
});
export const liveLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const chartBox = style({
  position: 'relative',
  height: '13.5rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});
export const chartFallback = style({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted });

export const chips = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.sm });
export const chip = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}`, fontWeight: vars.font.weight.bold },
  },
});
export const chipSub = style({ fontSize: vars.font.size.xs, color: vars.color.success, fontWeight: vars.font.weight.semibold });

export const investRow = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: vars.space.sm, alignItems: 'stretch' });
export const stepper = style({
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.controlLg,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
export const investInput = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.bold });

export const profitLine = style({ display: 'flex', justifyContent: 'space-between', fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const profitValue = style([num, { color: vars.color.success, fontWeight: vars.font.weight.bold }]);

export const sideButtons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md });
const sideBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '3.5rem',
  border: 0,
  borderRadius: vars.radius.lg,
  color: vars.game.onTable,
  fontFamily: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  ':disabled': { opacity: 0.55, cursor: 'not-allowed' },
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxs },
});
export const side = styleVariants({
  up: [sideBase, { background: vars.game.draw }],
  down: [sideBase, { background: vars.game.meron }],
});
export const sideSub = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold });

export const orderList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const orderHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const orderTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const dirBadge = styleVariants({
  up: { padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.game.draw, color: vars.game.onTable, fontSize: vars.font.size.xs },
  down: { padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.game.meron, color: vars.game.onTable, fontSize: vars.font.size.xs },
});
export const orderGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});
export const orderTerm = style({ color: vars.color.textMuted });
export const orderValue = style([num, { margin: 0, textAlign: 'right' }]);
export const orderResult = style([num, { fontWeight: vars.font.weight.bold }]);
export const countdown = style([num, { color: vars.color.pending, fontWeight: vars.font.weight.bold }]);
