// /trade/detail?symbol= (the main app's "deep link to a trade detail page", spec §2): a market's live
// price and chart, the demo / real account switch with its balance (spec §4), and the up/down
// ticket (spec §3: invest, expiry, profit percentage, direction). Open orders on the market show on
// the chart (entry line, expiry marker) and below, with their countdown; when one closes its result
// shows here.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@perya/i18n';
import { useQueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { tradeAccountsQuery, tradeDemoResetMutation, tradeMarketsQuery, tradeOrdersQuery, tradePlaceMutation, tradePricesQuery } from '@perya/api/queries/trade';
import type { TradeOrder } from '@perya/api/contract';
import { routes } from '@perya/api/routes';
import { queryKeys } from '@perya/api/queries';
import {
  TRADE_EXPIRIES_S,
  TRADE_MIN_INVEST,
  formatMoney,
  formatTradePrice,
  isLocaleCode,
  parseMoney,
  tradePotentialProfit,
  tradeTicketProblem,
  type TradeDirection,
  type TradeExpiry,
} from '@perya/domain';
import { EmptyState, ErrorState, NavBar, Skeleton, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { userIdAtom } from '../../state/session';
import { useErrorText } from '../auth/useApiError';
import { AccountSwitch } from './AccountSwitch';
import { OrderCard } from './OrderCard';
import { formatChange } from './TradePage';
import { useTradeAccount, useTradeTicks } from './tradeLive';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './trade.css';

const PriceChart = lazy(() => import('./PriceChart'));

/** Ticks kept for the chart (10 minutes at 1 s). */
const MAX_POINTS = 600;
const DEFAULT_INVEST = 1_000;

export default function TradeDetailPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const symbol = params.get('symbol') ?? 'BTCUSDT';

  const markets = useQuery(tradeMarketsQuery());
  const market = markets.data?.markets.find((m) => m.symbol === symbol);
  // A copy of the symbol: the React Compiler takes a function's argument as possibly mutated, which
  // would void the memos that depend on `symbol`.
  const history = useQuery({ ...tradePricesQuery({ symbol: `${symbol}`, seconds: 180 }), enabled: market !== undefined, staleTime: Infinity });
  // The chart's points: the recent past the server answered, then every streamed tick after it.
  const [streamed, setStreamed] = useState<{ symbol: string; times: number[]; prices: number[] }>({ symbol, times: [], prices: [] });
  const live = useTradeTicks((tick) => {
    const price = tick.prices[symbol];
    if (price === undefined) return;
    setStreamed((prev) => {
      const same = prev.symbol === symbol;
      if (same && prev.times.length > 0 && (prev.times.at(-1) as number) >= tick.t) return prev;
      const base = same ? prev : { symbol, times: [], prices: [] };
      return { symbol, times: [...base.times, tick.t].slice(-MAX_POINTS), prices: [...base.prices, price].slice(-MAX_POINTS) };
    });
  });
  const series = useMemo(() => {
    const past = history.data ?? { times: [], prices: [] };
    const from = streamed.symbol === symbol ? streamed.times.findIndex((t) => t > (past.times.at(-1) ?? 0)) : -1;
    const times = from < 0 ? [...past.times] : [...past.times, ...streamed.times.slice(from)];
    const prices = from < 0 ? [...past.prices] : [...past.prices, ...streamed.prices.slice(from)];
    return { times: times.slice(-MAX_POINTS), prices: prices.slice(-MAX_POINTS) };
  }, [history.data, streamed, symbol]);

  const [account, setAccount] = useTradeAccount();
  const accounts = useQuery({ ...tradeAccountsQuery(), enabled: loggedIn });
  const [expiry, setExpiry] = useState<TradeExpiry>(60);
  const [investText, setInvestText] = useState(formatMoney(DEFAULT_INVEST).replace(/^[^\d]+/, ''));
  const [useBonus, setUseBonus] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const invest = parseMoney(investText) ?? 0;
  const bonusBalance = accounts.data?.bonus ?? 0;
  const funding = account === 'real' && useBonus && bonusBalance > 0 ? 'bonus' : 'main';
  const balance = accounts.data === undefined ? undefined : account === 'demo' ? accounts.data.demo : funding === 'bonus' ? bonusBalance : accounts.data.real;
  const money = (minor: number) => formatMoney(minor, { locale, currency, demo: account === 'demo' });

  const active = useQuery({ ...tradeOrdersQuery({ status: 'active', account, pageNum: 1, pageSize: 20 }), enabled: loggedIn, refetchInterval: (q) => ((q.state.data?.list.length ?? 0) > 0 ? 1_000 : false) });
  const recent = useQuery({ ...tradeOrdersQuery({ status: 'history', account, pageNum: 1, pageSize: 5 }), enabled: loggedIn });
  // Orders that left the active list since the last look: their results show once they are in history.
  const seen = useRef<Set<string>>(new Set());
  const [closed, setClosed] = useState<Set<string>>(new Set());
  useEffect(() => {
    const now = new Set(active.data?.list.map((o) => o.orderNo) ?? []);
    const gone = [...seen.current].filter((no) => !now.has(no));
    seen.current = now;
    if (gone.length > 0) {
      setClosed((prev) => new Set([...prev, ...gone]));
      // A settled order moved a balance (demo, main or bonus wallet) and joined the history.
      for (const endpoint of [routes.tradeAccounts, routes.tradeOrders, routes.userInfo, routes.financeList, routes.bonusList]) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(endpoint) });
      }
    }
  }, [active.data, queryClient]);
  const closedOrders: TradeOrder[] = (recent.data?.list ?? []).filter((o) => closed.has(o.orderNo));

  const place = useMutation(tradePlaceMutation({
    onSuccess: () => {
      setProblem(null);
      s.popups.toast(t('trade.placed'), { tone: 'success' });
    },
    onError: (error) => setProblem(errorText(error)),
  }));
  const reset = useMutation(tradeDemoResetMutation());

  const onSymbol = useMemo(() => (active.data?.list ?? []).filter((o) => o.symbol === symbol), [active.data, symbol]);
  const markers = useMemo(() => onSymbol.map((o) => ({ price: o.entryPrice, expiresAt: o.expiresAt, direction: o.direction })), [onSymbol]);

  if (markets.isPending) {
    return (
      <>
        <NavBar title={t('trade.title')} />
        <div className={layout.page}>
          <Skeleton shape="row" count={6} />
        </div>
      </>
    );
  }
  if (markets.isError || market === undefined) {
    return (
      <>
        <NavBar title={t('trade.title')} />
        <div className={layout.page}>
          {markets.isError ? <ErrorState error={markets.error} onRetry={() => void markets.refetch()} /> : <EmptyState title={t('trade.noMarkets')} />}
          <Link className={ui.button.secondary} to="/trade">
            {t('trade.marketsTitle')}
          </Link>
        </div>
      </>
    );
  }

  const price = series.prices.at(-1) ?? market.price;
  const pct = market.profitPct[String(expiry)] ?? 0;
  const trade = (direction: TradeDirection) => {
    if (!loggedIn) {
      s.goToLogin(`/trade/detail?symbol=${symbol}`, 1);
      return;
    }
    const refusal = tradeTicketProblem({ symbol, invest, expirySeconds: expiry });
    if (refusal !== null) {
      setProblem(t(`messages.${refusal}`));
      return;
    }
    place.mutate({ symbol, direction, invest, expirySeconds: expiry, account, ...(account === 'real' ? { funding } : {}) });
  };
  const step = (delta: number) => {
    const next = Math.max(TRADE_MIN_INVEST, invest + delta);
    setInvestText(formatMoney(next).replace(/^[^\d]+/, ''));
  };

  return (
    <>
      <NavBar title={market.name} />
      <div className={layout.page} data-page="trade-detail" data-symbol={symbol}>
        {loggedIn ? (
          <section className={ui.card} aria-label={t('trade.balance')}>
            <AccountSwitch account={account} onChange={setAccount} />
            <div className={css.balanceRow}>
              <span className={ui.muted}>{t(account === 'demo' ? 'trade.demoAccount' : 'trade.realAccount')}</span>
              <span className={css.balance} data-testid="trade-balance">
                {balance === undefined ? '—' : money(balance)}
              </span>
            </div>
            {account === 'demo' ? (
              <div className={css.balanceRow}>
                <span className={ui.muted}>{t('trade.demoNote')}</span>
                <button type="button" className={ui.button.ghost} onClick={() => reset.mutate(undefined)} disabled={reset.isPending}>
                  {t('trade.resetDemo')}
                </button>
              </div>
            ) : bonusBalance > 0 ? (
              <label className={css.balanceRow}>
                <span>
                  <input type="checkbox" checked={useBonus} onChange={(e) => setUseBonus(e.target.checked)} data-testid="trade-use-bonus" />{' '}
                  {t('trade.useBonus')} ({formatMoney(bonusBalance, { locale, currency })})
                </span>
                <span className={ui.muted}>{t('bonus.onlyForTrading')}</span>
              </label>
            ) : null}
          </section>
        ) : null}

        <section className={css.quote} aria-live="off">
          <span className={css.quotePrice} data-testid="trade-price">
            {formatTradePrice(price, market.decimals)}
          </span>
          <span className={css.tone[market.changeBps >= 0 ? 'up' : 'down']}>{formatChange(market.changeBps)}</span>
          <span className={css.liveLabel}>
            {live ? <span className={css.liveDot} aria-hidden /> : null}
            {live ? t('trade.live') : t('trade.change24h')}
          </span>
        </section>

        <Suspense fallback={<div className={css.chartBox} />}>
          <PriceChart times={series.times} prices={series.prices} decimals={market.decimals} markers={markers} label={t('trade.chart', { name: market.name })} />
        </Suspense>

        <section className={ui.card} aria-label={t('trade.title')}>
          <span className={ui.label}>{t('trade.expiry')}</span>
          <div className={css.chips} role="group" aria-label={t('trade.expiry')}>
            {TRADE_EXPIRIES_S.map((e) => (
              <button key={e} type="button" className={css.chip} aria-pressed={expiry === e} onClick={() => setExpiry(e)} data-testid={`trade-expiry-${e}`}>
                <span>{e < 60 ? t('trade.seconds', { count: e }) : t('trade.minutes', { count: e / 60 })}</span>
                <span className={css.chipSub}>{t('trade.profitPct', { pct: market.profitPct[String(e)] })}</span>
              </button>
            ))}
          </div>
          <label className={ui.label} htmlFor="trade-invest">
            {t('trade.invest')}
          </label>
          <div className={css.investRow}>
            <button type="button" className={css.stepper} aria-label="−" onClick={() => step(-1_000)}>
              −
            </button>
            <input
              id="trade-invest"
              className={`${ui.input} ${css.investInput}`}
              inputMode="decimal"
              value={investText}
              onChange={(e) => setInvestText(e.target.value)}
              data-testid="trade-invest"
            />
            <button type="button" className={css.stepper} aria-label="+" onClick={() => step(1_000)}>
              +
            </button>
          </div>
          {markets.data ? (
            <p className={ui.muted}>{t('trade.limits', { min: money(markets.data.minInvest), max: money(markets.data.maxInvest) })}</p>
          ) : null}
          <p className={css.profitLine}>
            <span>{t('trade.potentialProfit')}</span>
            <span className={css.profitValue} data-testid="trade-potential">
              +{money(tradePotentialProfit(invest > 0 ? invest : 0, pct))}
            </span>
          </p>
          {problem !== null ? (
            <p className={ui.fieldError} role="alert" data-testid="trade-problem">
              {problem}
            </p>
          ) : null}
          <div className={css.sideButtons}>
            {(['up', 'down'] as const).map((d) => (
              <button key={d} type="button" className={css.side[d]} onClick={() => trade(d)} disabled={place.isPending} data-testid={`trade-${d}`}>
                <span>
                  {d === 'up' ? '▲' : '▼'} {t(`trade.${d}`)}
                </span>
                <span className={css.sideSub}>{loggedIn ? t('trade.profitPct', { pct }) : t('trade.loginToTrade')}</span>
              </button>
            ))}
          </div>
        </section>

        {closedOrders.length > 0 ? (
          <ul className={css.orderList} data-testid="trade-closed">
            {closedOrders.map((o) => (
              <OrderCard key={o.orderNo} order={o} locale={locale} />
            ))}
          </ul>
        ) : null}

        {loggedIn && (active.data?.list.length ?? 0) > 0 ? (
          <section className={css.orderList} aria-label={t('trade.openTrades', { count: active.data?.list.length ?? 0 })}>
            <div className={css.topRow}>
              <h2 className={ui.heading}>{t('trade.openTrades', { count: active.data?.list.length ?? 0 })}</h2>
              <Link className={ui.button.ghost} to="/trade/orders">
                {t('trade.ordersTitle')}
              </Link>
            </div>
            <ul className={css.orderList} data-testid="trade-active">
              {active.data?.list.map((o) => (
                <OrderCard key={o.orderNo} order={o} locale={locale} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
