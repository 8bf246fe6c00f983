import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const base = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const bar = styleVariants({
  // The page's padding is md at the sides and xl at the foot (the shell's page frame): the bar reaches the edges.
  page: [
    base,
    {
      marginInline: `calc(-1 * ${vars.space.md})`,
      // The last thing on its page: over the page's bottom padding, at the screen's foot.
      marginBottom: `calc(-1 * ${vars.space.xl})`,
      padding: `${vars.space.sm} ${vars.space.md} calc(${vars.space.md} + env(safe-area-inset-bottom))`,
      background: vars.color.page,
      boxShadow: `0 calc(-1 * ${vars.size.borderWidth}) 0 ${vars.color.border}`,
    },
  ],
  card: [base, { paddingBlock: vars.space.sm, background: vars.color.surface }],
});
