// The box a promo banner or card holds before and after its art arrives (LazyPromoCard's frame and
// the card itself share it), so the home page never shifts when the chunk loads.
import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

export const frame = styleVariants({
  /** Full width under the brand bar: the Skeleton `rect` ratio. */
  banner: { display: 'block', width: '100%', aspectRatio: '12 / 5', borderRadius: vars.radius.lg },
  /** One of two a row in the promo grid. */
  tile: { display: 'block', width: '100%', aspectRatio: '4 / 5', borderRadius: vars.radius.lg },
});

export const placeholder = styleVariants({
  banner: { background: vars.color.skeleton },
  tile: { background: vars.color.skeleton },
});
