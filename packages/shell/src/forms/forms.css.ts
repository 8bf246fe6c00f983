import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const formError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm });
