// /promo (main app's Promotion tab) and /v3Promo (black-gold's): the operator's live promotions as
// cards leading to their pages (only pages this brand and build have), then the guaranteed-payout
// activities and the weekly lucky prize. Guests see the promotions; the player's own activities
// and progress need login (spec §6), so a guest gets a login button there instead.
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { promoListQuery } from '@perya/api/queries';
import { formatGmt8, isLocaleCode } from '@perya/domain';
import { ActionCard, Badge, Box, Button, Card, ErrorState, Heading, Inline, NavBar, Skeleton, Stack, Text } from '@perya/ui';
import { useServices } from '../../services/services';
import { EmptyArt, FeatureIcon } from '../../components/FeatureIcon';
import { userIdAtom } from '../../state/session';
import { brandRoutes } from '../../routing/routes';
import { hasPage } from '../../routing/pages';
import { useDeposit } from '../useDeposit';
import { EmptyState } from '@perya/ui';
import { GuaranteedSection } from './GuaranteedSection';
import { WeeklyPrizeSection } from './WeeklyPrizeSection';
import { pathOfRoute, visiblePromos } from './promoLogic';
import * as layout from '../../app/layout.css';
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
        <Stack as="section" space="sm" aria-labelledby="promo-live">
          <Heading level={2} id="promo-live">
            {t('promo.live')}
          </Heading>
          {promos.isPending ? (
            <Skeleton shape="row" count={3} />
          ) : promos.isError ? (
            <ErrorState error={promos.error} onRetry={() => void promos.refetch()} />
          ) : shown.length === 0 ? (
            <EmptyState title={t('promo.none')} art={<EmptyArt name="gift" />} />
          ) : (
            <Stack as="ul" space="sm" className={css.plainList} data-testid="promo-list">
              {shown.map(({ item, target }) => {
                const body = (
                  <Inline as="span" space="md" alignY="top" wrap={false}>
                    <Box as="span" display="flex" flexShrink={0} padding="sm" borderRadius="md" background="primaryGradient" color="onPrimary">
                      <FeatureIcon name={target.kind === 'deposit' ? 'coin' : 'gift'} />
                    </Box>
                    <Stack as="span" space="xs" flexGrow={1}>
                      <Text as="span" weight="bold">
                        {item.title}
                      </Text>
                      {item.summary ? (
                        <Text as="span" size="sm" tone="muted">
                          {item.summary}
                        </Text>
                      ) : null}
                      <Inline as="span" space="sm" align="spaceBetween">
                        <Badge tone={item.endTime === null ? 'success' : 'pending'}>{item.endTime === null ? t('promo.alwaysOn') : t('promo.until', { date: date(item.endTime) })}</Badge>
                        {target.kind === 'none' ? null : (
                          <Text as="span" size="sm" weight="semibold" tone="link">
                            {t('promo.open')} ›
                          </Text>
                        )}
                      </Inline>
                    </Stack>
                  </Inline>
                );
                return (
                  <li key={item.id} data-kind={item.kind}>
                    {target.kind === 'route' ? (
                      <ActionCard href={target.to} data-testid="promo-card">
                        {body}
                      </ActionCard>
                    ) : target.kind === 'deposit' ? (
                      <ActionCard onClick={() => deposit?.()} data-testid="promo-card">
                        {body}
                      </ActionCard>
                    ) : (
                      <ActionCard data-testid="promo-card">{body}</ActionCard>
                    )}
                  </li>
                );
              })}
            </Stack>
          )}
        </Stack>
        {loggedIn ? (
          <>
            <GuaranteedSection locale={locale} enabled={loggedIn} />
            <WeeklyPrizeSection locale={locale} />
          </>
        ) : (
          <Card>
            <Inline space="md" wrap={false}>
              <Box display="flex" color="link">
                <FeatureIcon name="trophy" />
              </Box>
              <Text size="sm" tone="muted">
                {t('guaranteed.title')} · {t('promo.weeklyTitle')}
              </Text>
            </Inline>
            <Button fullWidth onClick={() => s.goToLogin(location.pathname)}>
              {t('auth.login')}
            </Button>
          </Card>
        )}
      </div>
    </>
  );
}
