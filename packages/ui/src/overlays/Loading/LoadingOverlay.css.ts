import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  color: vars.color.text,
});

export const spinner = style({
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  border: `calc(${vars.size.focusRingWidth} * 2) solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // Reduced motion: a still ring with the label still says "busy".
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
