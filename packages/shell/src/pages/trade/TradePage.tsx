// /trade (spec §1 trading area): the markets under the tabs crypto, all, currency and search, each
// with its live price, 24 h change and best profit percentage; a market opens its trade detail.
import { useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { tradeMarketsQuery } from '@perya/api/queries/trade';
import { TRADE_MARKET_TABS, formatTradePrice, marketsForTab, type TradeMarketTab } from '@perya/domain';
import { Badge, Box, ButtonLink, Card, EmptyState, ErrorState, Heading, Inline, ListRow, NavBar, SearchField, Skeleton, Stack, Tabs, Text } from '@perya/ui';
import { FeatureIcon } from '../../components/FeatureIcon';
import { userIdAtom } from '../../state/session';
import { useLivePrices } from './tradeLive';
import * as layout from '../../app/layout.css';

function isTab(v: string | null): v is TradeMarketTab {
  return v !== null && (TRADE_MARKET_TABS as readonly string[]).includes(v);
}

/** A change in hundredths of a percent as '+1.23%'. */
export function formatChange(bps: number): string {
  return `${bps > 0 ? '+' : bps < 0 ? '−' : ''}${(Math.abs(bps) / 100).toFixed(2)}%`;
}

export default function TradePage() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: TradeMarketTab = isTab(rawTab) ? rawTab : 'crypto';
  const query = params.get('q') ?? '';
  const markets = useQuery({ ...tradeMarketsQuery(), refetchInterval: 60_000 });
  const { prices } = useLivePrices();

  const shown = markets.data ? marketsForTab(tab, query, markets.data.markets) : [];

  return (
    <>
      <NavBar title={t('trade.title')} />
      <div className={layout.page} data-page="trade">
        <Inline space="sm" align="spaceBetween" wrap={false}>
          <Heading level={2}>{t('trade.marketsTitle')}</Heading>
          {loggedIn ? (
            <ButtonLink href="/trade/orders" variant="ghost" size="sm">
              {t('trade.ordersTitle')}
            </ButtonLink>
          ) : null}
        </Inline>
        <Tabs
          label={t('trade.marketsTitle')}
          appearance="pill"
          fill
          items={TRADE_MARKET_TABS.map((id) => ({ id, label: t(`trade.markets.${id}`) }))}
          value={tab}
          onChange={(id) => setParams(id === 'search' ? { tab: id, q: query } : { tab: id }, { replace: true })}
        />
        {tab === 'search' ? (
          <SearchField
            label={t('trade.searchPlaceholder')}
            placeholder={t('trade.searchPlaceholder')}
            clearLabel={t('games.lobby.clearSearch')}
            value={query}
            onChange={(q) => setParams({ tab, q }, { replace: true })}
          />
        ) : null}
        {markets.isPending ? (
          <Skeleton shape="row" count={5} />
        ) : markets.isError ? (
          <ErrorState error={markets.error} onRetry={() => void markets.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('trade.noMarkets')} />
        ) : (
          <Card padding="none">
            <Stack space="none" dividers role="list" data-testid="trade-markets">
              {shown.map((m) => {
                const price = prices[m.symbol] ?? m.price;
                const best = Math.max(...Object.values(m.profitPct));
                return (
                  <Box key={m.symbol} role="listitem" data-testid="trade-market" data-symbol={m.symbol}>
                    <ListRow
                      href={`/trade/detail?symbol=${m.symbol}`}
                      icon={<FeatureIcon name={m.category === 'crypto' ? 'coin' : 'chart'} />}
                      label={m.name}
                      description={t('trade.profitUpTo', { pct: best })}
                      value={
                        <Stack as="span" space="xxs" align="right">
                          <Text as="span" weight="bold" tone="neutral" tabular>
                            {formatTradePrice(price, m.decimals)}
                          </Text>
                          <Badge tone={m.changeBps >= 0 ? 'success' : 'danger'}>{formatChange(m.changeBps)}</Badge>
                        </Stack>
                      }
                    />
                  </Box>
                );
              })}
            </Stack>
          </Card>
        )}
      </div>
    </>
  );
}
