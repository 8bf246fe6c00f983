// The promo banner and cards as a lazy chunk: home's first load stays within its budget, and until
// the chunk arrives a placeholder of the card's final size holds its place, so nothing moves.
import { lazy, Suspense } from 'react';
import type { PromoCardProps } from './PromoCard';
import { frame, placeholder } from './promoFrame.css';

const Card = /* @__PURE__ */ lazy(() => import('./PromoCard').then((m) => ({ default: m.PromoCard })));

/** The card's final size, drawn while it (or the data it shows) is on its way. */
export function PromoCardPlaceholder({ layout }: { layout: PromoCardProps['layout'] }) {
  return <span className={`${frame[layout]} ${placeholder[layout]}`} data-promo-frame={layout} aria-hidden="true" />;
}

export function LazyPromoCard(props: PromoCardProps) {
  return (
    <Suspense fallback={<PromoCardPlaceholder layout={props.layout} />}>
      <Card {...props} />
    </Suspense>
  );
}
