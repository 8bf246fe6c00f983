// Styles of the rewards pages (VIP, levels, missions, sign-in strip, lucky wheel, points) from the
// theme contract: every brand theme colours them.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.gradient.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.sm,
  position: 'relative',
  paddingRight: `calc(${vars.size.controlLg} * 1.6 + ${vars.space.xl})`,
});
/** The level's badge on the right of the hero; the hero keeps room for it. */
export const heroBadge = style({ position: 'absolute', top: vars.space.lg, right: vars.space.lg });
export const heroLabel = style({ margin: 0, fontSize: vars.font.size.sm, opacity: 0.9 });
export const heroTitle = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });
export const heroNote = style({ margin: 0, fontSize: vars.font.size.sm });

export const sectionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
/** A level's name grows between its badge and the "your level" chip. */
export const levelName = style({ flex: 1 });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const link = style({ color: vars.color.link, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, textDecoration: 'none' });

export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, margin: 0 });
export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
export const statTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const statValue = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const bullets = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The 7-day strip: seven equal cells on one row at 375 px. */
export const strip = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
const dayBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} 0`,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  minWidth: 0,
});
export const day = styleVariants({
  signed: [dayBase, { color: vars.color.textMuted }],
  today: [dayBase, { borderColor: vars.color.primary, color: vars.color.text, fontWeight: vars.font.weight.bold, background: vars.color.surface }],
  missed: [dayBase, { color: vars.color.textMuted }],
  upcoming: [dayBase, { color: vars.color.text }],
});
export const dayReward = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const dayMark = styleVariants({
  signed: { color: vars.color.success },
  today: { color: vars.color.primary },
  missed: { color: vars.color.danger },
  upcoming: { color: vars.color.textMuted },
});

export const mission = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const missionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const missionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const missionReward = style({ color: vars.color.success, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
export const smallButton = style({
  minHeight: vars.size.touchTarget,
  minWidth: `calc(${vars.size.touchTarget} * 2)`,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.full,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  background: vars.gradient.primary,
  color: vars.color.onPrimary,
  ':disabled': { cursor: 'not-allowed', background: vars.color.surfaceSunken, color: vars.color.textMuted },
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const levelRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.primary, boxShadow: vars.shadow.sm, borderWidth: vars.size.focusRingWidth } },
});

/** The wheel: a square that fits the 375 px width, its frame and pointer drawn inside it. */
export const wheelBox = style({ position: 'relative', width: '100%', maxWidth: `calc(${vars.size.controlLg} * 6.5)`, aspectRatio: '1 / 1', margin: '0 auto' });
export const wheel = style({ width: '100%', height: '100%', display: 'block', overflow: 'visible' });
export const segmentFill = styleVariants({
  a: { fill: vars.color.primary },
  b: { fill: vars.color.accent },
  c: { fill: vars.color.surfaceRaised },
});
export const segmentText = styleVariants({
  a: { fill: vars.color.onPrimary },
  b: { fill: vars.color.onAccent },
  c: { fill: vars.color.text },
});
export const segmentLabel = style({ fontWeight: vars.font.weight.bold, fontFamily: 'inherit', fontVariantNumeric: 'tabular-nums' });
/** The fair lights on the rim twinkle in two alternating sets; still under reduced motion. */
const twinkle = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const wheelLight = style({
  animation: `${twinkle} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.6 } });
export const spinning = style({ animation: `${pulse} 1s ease-in-out infinite`, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } });

export const balances = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const proof = style({ margin: 0, display: 'grid', gridTemplateColumns: '1fr', gap: vars.space.xxs, fontSize: vars.font.size.xs });
export const proofTerm = style({ color: vars.color.textMuted });
export const proofValue = style({ margin: 0, fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });
export const proofOk = style({ margin: 0, color: vars.color.success, fontSize: vars.font.size.sm });
export const proofBad = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const pointRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const credit = style({ color: vars.color.success, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const debit = style({ color: vars.color.danger, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });

export const entryRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const grow = style({ flex: 1, minWidth: 0 });
export const heroLink = style({ margin: 0, color: 'inherit', fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const levels = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const visuallyHiddenLive = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', margin: 0 });
