// Home banners and promo cards (spec §3 front_game banners and promos, issue 24): each drawn in the
// brand's colours with the operator's headline, the amount of the offer it names (from the live
// promotions, in the account's currency), and one call to action to its link. A card whose offer
// names no sum shows headline and call only. The drawing is a lazy chunk; until it arrives a frame
// of the card's final size holds its place.
import { useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { LazyPromoCard, PromoCardPlaceholder, type PromoLayout, type PromoMotif } from '@perya/ui/art';
import { offerAmount } from '@perya/domain';
import type { PromoItem } from '@perya/api/contract';
import * as css from './home.css';

export interface HomeOffer {
  readonly id: string;
  readonly link: string;
  readonly title?: string | undefined;
  readonly offer?: PromoItem['kind'] | undefined;
}

type Kind = PromoItem['kind'];

const MOTIF: Partial<Record<Kind, PromoMotif>> = { firstDeposit: 'gift', deposit: 'gift', spin: 'wheel' };
const CAPTION: Partial<Record<Kind, 'offers.topPrize' | 'offers.perFriend'>> = { spin: 'offers.topPrize', invite: 'offers.perFriend' };
const CTA: Partial<Record<Kind, 'offers.claim' | 'offers.spin' | 'offers.invite'>> = {
  firstDeposit: 'offers.claim',
  deposit: 'offers.claim',
  spin: 'offers.spin',
  invite: 'offers.invite',
};

function OfferCard({
  item,
  layout,
  promotions,
  onOpen,
}: {
  item: HomeOffer;
  layout: PromoLayout;
  promotions: readonly PromoItem[];
  onOpen?: ((link: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const kind = item.offer;
  const amount = offerAmount(promotions, kind);
  const cta = (kind && CTA[kind]) ?? (item.link.startsWith('/games') ? 'offers.play' : 'offers.open');
  return (
    <LazyPromoCard
      layout={layout}
      headline={item.title ?? ''}
      amount={amount}
      amountCaption={t((kind && CAPTION[kind]) ?? 'offers.upTo')}
      {...(onOpen ? { cta: t(cta), onAction: () => onOpen(item.link) } : {})}
      motif={(kind && MOTIF[kind]) ?? 'coins'}
    />
  );
}

export function HomeOffers({
  banners,
  promos,
  promotions,
  onOpen,
  opens,
}: {
  banners: readonly HomeOffer[];
  promos: readonly HomeOffer[];
  /** The live promotions (promoList); empty when they could not be read: no amounts then. */
  promotions: readonly PromoItem[];
  onOpen(link: string): void;
  /** Whether a link leads somewhere in this build: a card whose page is not here has no button. */
  opens(link: string): boolean;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  return (
    <>
      {banners.length > 0 ? (
        <section className={css.bannerWrap} aria-label={t('offers.banners')} data-testid="home-banners">
          <div
            className={css.bannerRow}
            onScroll={(e) => {
              const row = e.currentTarget;
              setShown(row.clientWidth > 0 ? Math.round(row.scrollLeft / row.clientWidth) : 0);
            }}
          >
            {banners.map((b) => (
              <div key={b.id} className={css.bannerSlide}>
                <OfferCard item={b} layout="banner" promotions={promotions} onOpen={opens(b.link) ? onOpen : undefined} />
              </div>
            ))}
          </div>
          {banners.length > 1 ? (
            <div className={css.bannerDots} aria-hidden="true">
              {banners.map((b, i) => (
                <span key={b.id} className={css.bannerDot} data-current={i === shown} />
              ))}
            </div>
          ) : null}
        </section>
      ) : null}
      {promos.length > 0 ? (
        <section aria-labelledby="home-promos" className={css.section}>
          <h2 id="home-promos" className={css.heading}>
            {t('nav.promotion')}
          </h2>
          <div className={css.promoGrid}>
            {promos.map((p) => (
              <OfferCard key={p.id} item={p} layout="tile" promotions={promotions} onOpen={opens(p.link) ? onOpen : undefined} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

/**
 * Home's offers before their data lands: a banner and two promo tiles of their final size under the
 * section's real heading, so nothing below moves when the cards arrive.
 */
export function HomeOffersPlaceholder() {
  const { t } = useTranslation();
  return (
    <>
      <div className={css.bannerWrap}>
        <PromoCardPlaceholder layout="banner" />
      </div>
      <section aria-labelledby="home-promos" className={css.section}>
        <h2 id="home-promos" className={css.heading}>
          {t('nav.promotion')}
        </h2>
        <div className={css.promoGrid}>
          <PromoCardPlaceholder layout="tile" />
          <PromoCardPlaceholder layout="tile" />
        </div>
      </section>
    </>
  );
}
