// /trade (spec §1 trading area): the markets under the tabs crypto, all, currency and search, each
// with its live price, 24 h change and best profit percentage; a market opens its trade detail.
import { Link, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { tradeMarketsQuery } from '@perya/api/queries/trade';
import { TRADE_MARKET_TABS, formatTradePrice, marketsForTab, type TradeMarketTab } from '@perya/domain';
import { EmptyState, ErrorState, NavBar, SearchField, Skeleton, Tabs } from '@perya/ui';
import { userIdAtom } from '../../state/session';
import { useLivePrices } from './tradeLive';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './trade.css';

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
        <div className={css.topRow}>
          <h2 className={ui.heading}>{t('trade.marketsTitle')}</h2>
          {loggedIn ? (
            <Link className={ui.button.ghost} to="/trade/orders">
              {t('trade.ordersTitle')}
            </Link>
          ) : null}
        </div>
        <Tabs
          label={t('trade.marketsTitle')}
          appearance="pill"
          fill
          items={TRADE_MARKET_TABS.map((id) => ({ id, label: t(`trade.markets.${id}`) }))}
          value={tab}
          onChange={(id) => setParams(id === 'search' ? { tab: id, q: query } : { tab: id }, { replace: true })}
        />
        {tab === 'search' ? (
          <div className={css.search}>
            <SearchField
              label={t('trade.searchPlaceholder')}
              placeholder={t('trade.searchPlaceholder')}
              clearLabel={t('games.lobby.clearSearch')}
              value={query}
              onChange={(q) => setParams({ tab, q }, { replace: true })}
            />
          </div>
        ) : null}
        {markets.isPending ? (
          <Skeleton shape="row" count={5} />
        ) : markets.isError ? (
          <ErrorState error={markets.error} onRetry={() => void markets.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('trade.noMarkets')} />
        ) : (
          <ul className={css.marketList} data-testid="trade-markets">
            {shown.map((m) => {
              const price = prices[m.symbol] ?? m.price;
              const best = Math.max(...Object.values(m.profitPct));
              return (
                <li key={m.symbol}>
                  <Link className={css.marketRow} to={`/trade/detail?symbol=${m.symbol}`} data-testid="trade-market" data-symbol={m.symbol}>
                    <span>
                      <p className={css.marketName}>{m.name}</p>
                      <p className={css.marketSub}>{t('trade.profitPct', { pct: best })}</p>
                    </span>
                    <span className={css.priceCell}>{formatTradePrice(price, m.decimals)}</span>
                    <span className={`${css.changeChip} ${css.changeTone[m.changeBps >= 0 ? 'up' : 'down']}`} aria-label={t('trade.change24h')}>
                      {formatChange(m.changeBps)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
