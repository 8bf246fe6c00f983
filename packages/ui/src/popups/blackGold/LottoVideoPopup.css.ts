// The draw replay of the lotto video popup: a spinning drum and balls that drop into their slots.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });
const drop = keyframes({
  '0%': { opacity: 0, transform: 'translateY(-160%) scale(0.6)' },
  '60%': { opacity: 1, transform: 'translateY(12%) scale(1.05)' },
  '100%': { opacity: 1, transform: 'translateY(0) scale(1)' },
});

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const drum = style({
  width: `calc(${vars.size.controlLg} * 2)`,
  height: `calc(${vars.size.controlLg} * 2)`,
  borderRadius: vars.radius.full,
  border: `${vars.space.xs} dashed ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  animation: `${turn} 1.2s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const balls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ball = style({
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
