import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

export const ended = style({ color: vars.color.textMuted });
