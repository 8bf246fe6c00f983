import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.textMuted,
});
