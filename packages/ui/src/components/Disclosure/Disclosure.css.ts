import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';
import { chevron as rowChevron } from '../ListRow/ListRow.css';

export const details = style({});

const summaryBase = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    cursor: 'pointer',
    listStyle: 'none',
    fontWeight: vars.font.weight.semibold,
    touchAction: 'manipulation',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
]);

export const summary = styleVariants({
  text: [summaryBase, { color: vars.color.text }],
  link: [summaryBase, { color: vars.color.link, fontSize: vars.font.size.sm }],
});

export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

// ListRow's chevron, turned down while open.
export const chevron = style([
  rowChevron,
  {
    transition: 'transform 150ms ease',
    selectors: { [`${details}[open] &`]: { transform: 'rotate(90deg)' } },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
]);

export const body = style({ paddingBlockEnd: vars.space.sm, lineHeight: vars.font.lineHeight.md });
