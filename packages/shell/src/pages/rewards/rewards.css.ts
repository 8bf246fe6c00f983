// Styles of the rewards pages (VIP, levels, missions, sign-in strip, lucky wheel, points) from the
// theme contract: every brand theme colours them.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const link = style({ color: vars.color.link, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, textDecoration: 'none' });

export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, margin: 0 });
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
const twinkle = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const wheelLight = style({
  animation: `${twinkle} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const proofValue = style({ margin: 0, fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });
export const heroLink = style({ margin: 0, color: 'inherit', fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });
export const nowrap = style({ whiteSpace: 'nowrap' });
