// /promo (main app's Promotion tab) and /v3Promo (black-gold's): the operator's live promotions as
// cards leading to their pages (only pages this brand and build have), then the guaranteed-payout
// activities and the weekly lucky prize. Guests see the promotions; the player's own activities
// and progress need login (spec §6), so a guest gets a login button there instead.
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { promoListQuery } from '@perya/api/queries';
import { formatGmt8, isLocaleCode } from '@perya/domain';
import { useServices } from '../../services/services';
import { userIdAtom } from '../../state/session';
import { brandRoutes } from '../../routing/routes';
import { hasPage } from '../../routing/pages';
import { useDeposit } from '../useDeposit';
import { NavBar } from '../../components/NavBar';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import { GuaranteedSection } from './GuaranteedSection';
import { WeeklyPrizeSection } from './WeeklyPrizeSection';
import { pathOfRoute, visiblePromos } from './promoLogic';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './promotions.css';

export default function PromoPage() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const deposit = useDeposit();
  const promos = useQuery(promoListQuery());
  const registered = useMemo(() => new Set(brandRoutes(s.config).map((r) => r.path)), [s.config]);
  const hasRoute = (to: string) => registered.has(pathOfRoute(to)) && hasPage(to);
  // A tab page has no back arrow (it is reached from the tab bar).
  const isTab = s.config.tabs.some((tab) => tab.to === location.pathname);
  const date = (ms: number) => formatGmt8(ms, locale, { dateStyle: 'medium' });
  // Judged at the visit's start: a promotion ending while the page is open stays until the next visit.
  const [now] = useState(() => Date.now());
  const shown = promos.data ? visiblePromos(promos.data.list, now, hasRoute, deposit !== null) : [];

  return (
    <>
      <NavBar title={t('promo.title')} back={!isTab} />
      <div className={layout.page} data-page="promo">
        <section className={ui.form} aria-labelledby="promo-live">
          <h2 className={css.sectionTitle} id="promo-live">
            {t('promo.live')}
          </h2>
          {promos.isPending ? (
            <Loading rows={3} />
          ) : promos.isError ? (
            <ErrorState error={promos.error} onRetry={() => void promos.refetch()} />
          ) : shown.length === 0 ? (
            <Empty text={t('promo.none')} />
          ) : (
            <ul className={css.promoList} data-testid="promo-list">
              {shown.map(({ item, target }) => {
                const body = (
                  <>
                    <span className={css.itemTitle}>{item.title}</span>
                    {item.summary ? <span className={ui.muted}>{item.summary}</span> : null}
                    <span className={css.meta}>{item.endTime === null ? t('promo.alwaysOn') : t('promo.until', { date: date(item.endTime) })}</span>
                    {target.kind === 'none' ? null : <span className={css.promoAction}>{t('promo.open')} ›</span>}
                  </>
                );
                return (
                  <li key={item.id} data-kind={item.kind}>
                    {target.kind === 'route' ? (
                      <Link className={css.promoCard} to={target.to} data-testid="promo-card">
                        {body}
                      </Link>
                    ) : target.kind === 'deposit' ? (
                      <button type="button" className={css.promoCard} onClick={() => deposit?.()} data-testid="promo-card">
                        {body}
                      </button>
                    ) : (
                      <div className={css.promoCard} data-testid="promo-card">
                        {body}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {loggedIn ? (
          <>
            <GuaranteedSection locale={locale} enabled={loggedIn} />
            <WeeklyPrizeSection locale={locale} />
          </>
        ) : (
          <button type="button" className={ui.button.primary} onClick={() => s.goToLogin(location.pathname)}>
            {t('auth.login')}
          </button>
        )}
      </div>
    </>
  );
}
