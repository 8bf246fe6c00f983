// Shared styles of the game screens: a full-height column (bar, board, controls) that never
// re-lays out while a round animates — animated parts move with transforms only.
import { style, styleVariants, keyframes } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.navBar,
  color: vars.color.onNavBar,
  minHeight: vars.size.navBar,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.tabBar,
});

export const barTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  margin: 0,
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const modeBadge = styleVariants({
  demo: { background: vars.color.accent, color: vars.color.onAccent },
  real: { background: vars.color.primary, color: vars.color.onPrimary },
});

export const badge = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  flexShrink: 0,
});

export const balanceChip = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  lineHeight: 1.2,
});

export const balanceLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const board = style({
  position: 'relative',
  background: vars.game.table,
  color: vars.game.onTable,
  margin: vars.space.md,
  borderRadius: vars.radius.xl,
  padding: vars.space.lg,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  contain: 'layout paint',
});

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `0 ${vars.space.md} ${vars.space.lg}`,
});

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  boxShadow: vars.shadow.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const spread = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const chips = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space.xs });

export const chip = style({
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const stepper = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: vars.space.sm });

export const stakeValue = style({
  textAlign: 'center',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const primaryAction = style({
  minHeight: vars.size.controlLg,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.gradient.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  width: '100%',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:active:not(:disabled)': { transform: 'scale(0.98)' },
  },
});

export const dangerAction = style([primaryAction, { background: vars.gradient.accent, color: vars.color.onAccent }]);

const pop = keyframes({ from: { transform: 'scale(0.9)', opacity: 0 }, to: { transform: 'scale(1)', opacity: 1 } });

export const result = styleVariants({
  win: { color: vars.color.success },
  lose: { color: vars.color.textMuted },
  neutral: { color: vars.color.text },
});

export const resultLine = style({
  textAlign: 'center',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  minHeight: `calc(${vars.font.size.md} * 1.5)`,
  animation: `${pop} ${vars.motion.duration.base} ${vars.motion.easing.out}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const notice = style({
  fontSize: vars.font.size.sm,
  color: vars.color.pending,
  textAlign: 'center',
});

export const muted = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.danger, textAlign: 'center' });

export const linkButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
  wordBreak: 'break-all',
});
