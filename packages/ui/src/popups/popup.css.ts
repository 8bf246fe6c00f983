// Styles shared by the popups' contents; the frame itself is overlays/Dialog.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const centered = style({ textAlign: 'center', alignItems: 'center' });

export const message = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text,
});

export const muted = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});

export const amount = style({
  margin: 0,
  fontSize: vars.font.size.display,
  lineHeight: vars.font.lineHeight.display,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.success,
});

export const artStroke = style({
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** The invite brand's dragon (theme illustration) behind the cash-out limit popup. */
export const dragon = style({
  width: '100%',
  maxWidth: `calc(${vars.size.controlLg} * 5)`,
  aspectRatio: '3 / 2',
  backgroundImage: vars.illustration.cashOutLimit,
  backgroundSize: 'contain',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
});

export const dragonPanel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.accent}`,
  background: vars.color.surfaceSunken,
});

export const times = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

/** Buttons side by side; a label too long for half the width (a translation) puts them one per line. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const rowItem = style({ flex: '1 1 0', minWidth: 'max-content', maxWidth: '100%' });

/** Sign-in streak: seven days in a 4 + 3 grid. */
export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid transparent`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  textAlign: 'center',
});

export const dayState = styleVariants({
  signed: { color: vars.color.textMuted },
  today: { borderColor: vars.color.primary, color: vars.color.text, fontWeight: vars.font.weight.semibold },
  upcoming: { color: vars.color.text },
});

export const dayReward = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const dayIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const th = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space.sm}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
});

export const numeric = style({ textAlign: 'right' });

export const rank = style({ width: vars.size.touchTarget, fontWeight: vars.font.weight.bold, color: vars.color.accent });

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.danger,
});

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  background: vars.color.text,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
});

export const gameArt = style({
  width: `calc(${vars.size.controlLg} * 2.5)`,
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const summaryTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
/** A payment method's mark and name, side by side (the cash-in confirmation). */
export const methodLine = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** The invite QR code's place while the link loads: the QR code's size, centred. */
export const qrSkeleton = style({ width: `calc(${vars.size.controlLg} * 2)`, marginInline: 'auto' });

export const summaryValue = style({ margin: 0, textAlign: 'right', fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

// The draw replay of the lotto video popup: a spinning drum and balls that drop into their slots.

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });
const drop = keyframes({
  '0%': { opacity: 0, transform: 'translateY(-160%) scale(0.6)' },
  '60%': { opacity: 1, transform: 'translateY(12%) scale(1.05)' },
  '100%': { opacity: 1, transform: 'translateY(0) scale(1)' },
});

export const replayStage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const replayDrum = style({
  width: `calc(${vars.size.controlLg} * 2)`,
  height: `calc(${vars.size.controlLg} * 2)`,
  borderRadius: vars.radius.full,
  border: `${vars.space.xs} dashed ${vars.color.accent}`,
  // Balls tumbling in the drum: it turns, they turn with it.
  background: [
    `radial-gradient(circle at 32% 36%, ${vars.color.accent} 0 11%, transparent 12%)`,
    `radial-gradient(circle at 66% 42%, ${vars.color.primary} 0 11%, transparent 12%)`,
    `radial-gradient(circle at 48% 70%, ${vars.color.text} 0 11%, transparent 12%)`,
    `radial-gradient(circle at 70% 72%, ${vars.color.accent} 0 9%, transparent 10%)`,
    vars.color.surfaceRaised,
  ].join(', '),
  animation: `${turn} 1.2s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const replayBalls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const replayBall = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  background: vars.gradient.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: vars.shadow.sm,
  opacity: 0,
  animationName: drop,
  animationDuration: '600ms',
  animationTimingFunction: 'ease-out',
  animationFillMode: 'forwards',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 1 } },
});
