// Home (spec §2): the brand bar with balance and deposit, banners and promos from the front_game
// public config, the recent-winners ticker, and the lobby (search, category and provider chips,
// game plates). Every part holds its final size while its data loads, so nothing jumps.
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { BrandLogo, Button, ErrorState, Skeleton, useCurrency } from '@perya/ui';
import { formatMoney, isLocaleCode } from '@perya/domain';
import { useServices } from '../../services/services';
import { rememberLastKnown } from '../../services/lastKnown';
import { useHomeSnapshot } from '../../startup/useHomeSnapshot';
import { useQuery } from '@tanstack/react-query';
import { promoListQuery, publicConfigValueQuery } from '@perya/api/queries';
import { HomeOffers, HomeOffersPlaceholder } from './HomeOffers';
import { useUser } from '../../services/queries';
import { userIdAtom } from '../../state/session';
import { useProtectionSnapshot } from '../../state/protection';
import { useDeposit } from '../useDeposit';
import { hasPage } from '../../routing/pages';
import * as layout from '../../app/layout.css';
import * as css from './home.css';

/** True when a banner or promo link leads somewhere: an outside page, or an in-app page of this build. */
export function opensSomewhere(link: string): boolean {
  return /^https?:\/\//.test(link) || (link.startsWith('/') && hasPage(link));
}

/** Opens a banner or promo link: an in-app route, or an outside page in a new tab. */
function useOpenLink() {
  const navigate = useNavigate();
  return (link: string) => {
    if (!opensSomewhere(link)) return;
    if (link.startsWith('/')) navigate(link);
    else window.open(link, '_blank', 'noopener');
  };
}

function BrandBar() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const uid = useAtomValue(userIdAtom);
  const user = useUser();
  const deposit = useDeposit();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  return (
    <div className={css.bar}>
      <BrandLogo src={s.config.logo} size="sm" />
      <h1 className={css.brandName}>{s.config.title}</h1>
      {uid ? (
        <>
          <span className={css.balance} data-testid="balance" aria-label={t('games.balance')} data-snapshot="blank">
            {user.data ? formatMoney(user.data.balance, { locale, currency }) : '…'}
          </span>
          {deposit ? (
            <Button size="sm" onClick={deposit}>
              {t('nav.deposit')}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <Button variant="ghost" size="sm" onClick={() => s.goToLogin('/', 1)}>
            {t('auth.login')}
          </Button>
          <Button size="sm" onClick={() => s.goToLogin('/', 0)}>
            {t('auth.register')}
          </Button>
        </>
      )}
    </div>
  );
}

// The quiet notice of a break the player chose (issue 15): its chunk loads only during one.
const ExclusionBanner = lazy(() => import('../protection/ExclusionBanner'));
// The ticker and the lobby load beside the home page, keeping its first load in budget; until
// they come, skeletons of their size hold their place.
const RecentWins = lazy(() => import('../games/RecentWins'));
const HomeLobby = lazy(() => import('../games/HomeLobby'));
const HelpMenu = lazy(() => import('../info/HelpMenu'));

/** The lobby's frame before its code arrives: search box, two chip rows, a plate. */
function LobbySkeleton() {
  return (
    <div className={layout.lobbyFrame}>
      <Skeleton shape="row" count={3} />
      <Skeleton shape="grid" count={6} />
    </div>
  );
}

export default function HomePage() {
  const services = useServices();
  const { kv } = services;
  // Public offers, drawn at once from the last visit's answer and refreshed (issue 25 item 1).
  const front = useQuery(rememberLastKnown(publicConfigValueQuery('front_game'), kv, 'frontGame'));
  const promotions = useQuery(rememberLastKnown(promoListQuery(), kv, 'promoList'));
  // A failed refresh keeps the last known offers on screen; the error shows only without them.
  const offersReady = front.data !== undefined && !promotions.isPending;
  const open = useOpenLink();
  const exclusion = useProtectionSnapshot().data?.exclusion ?? null;
  // The next visit's first paint: this home as drawn, once its offers are (startup/homeSnapshot.ts).
  useHomeSnapshot(offersReady, services, useAtomValue(userIdAtom) !== null);
  return (
    <>
      <BrandBar />
      <div className={layout.page} data-page="home">
        {exclusion ? (
          // The player's own notice: never kept in the home's snapshot (startup/homeSnapshot.ts).
          <div data-snapshot="omit">
            <Suspense fallback={null}>
              <ExclusionBanner exclusion={exclusion} />
            </Suspense>
          </div>
        ) : null}
        {offersReady ? (
          <HomeOffers banners={front.data.banners} promos={front.data.promos} promotions={promotions.data?.list ?? []} onOpen={open} opens={opensSomewhere} />
        ) : front.isError ? (
          <ErrorState error={front.error} onRetry={() => void front.refetch()} />
        ) : (
          <HomeOffersPlaceholder />
        )}
        {/* The ticker's frame is one touch target high from the start, wins or not: a row skeleton holds it while its chunk loads. */}
        <Suspense fallback={<Skeleton shape="row" />}>
          <RecentWins />
        </Suspense>
        <Suspense fallback={<LobbySkeleton />}>
          <HomeLobby />
        </Suspense>
        <Suspense fallback={null}>
          <HelpMenu />
        </Suspense>
      </div>
    </>
  );
}
