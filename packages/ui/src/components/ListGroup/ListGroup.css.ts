import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({});

// Each row is the last child of its own item, so ListRow's own "no line under the last row" would
// hide every line: the group draws them between its items instead.
globalStyle(`${list} > ${item}:not(:last-child) > *`, { borderBottomColor: vars.color.border });
