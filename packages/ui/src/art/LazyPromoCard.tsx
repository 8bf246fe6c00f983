// The promo banner and cards as a lazy chunk: home's first load stays within its budget, and until
// the chunk arrives a placeholder of the card's final size holds its place, so nothing moves.
import { lazy, Suspense } from 'react';
import type { PromoCardProps } from './PromoCard';
import { frame, placeholder } from './promoFrame.css';

const Card = /* @__PURE__ */ lazy(() => import('./PromoCard').then((m) => ({ default: m.PromoCard })));

export function LazyPromoCard(props: PromoCardProps) {
  return (
    <Suspense fallback={<span className={`${frame[props.layout]} ${placeholder[props.layout]}`} data-promo-frame={props.layout} aria-hidden="true" />}>
      <Card {...props} />
    </Suspense>
  );
}
