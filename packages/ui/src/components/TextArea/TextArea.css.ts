import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** The text box inside the shared field frame: a few lines tall, growing by hand, no own border. */
export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: `calc(${vars.size.touchTarget} * 2)`,
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  outline: 'none',
  resize: 'vertical',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
