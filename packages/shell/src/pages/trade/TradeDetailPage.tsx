// /trade/detail?symbol= (the main app's "deep link to a trade detail page", spec §2): a market's live
// price and chart, the demo / real account switch with its balance (spec §4), and the up/down
// ticket (spec §3: invest, expiry, profit percentage, direction). Open orders on the market show on
// the chart (entry line, expiry marker) and below, with their countdown; when one closes its result
// shows here.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Controller } from 'react-hook-form';
import { useTranslation } from '@perya/i18n';
import { useQueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { tradeAccountsQuery, tradeDemoResetMutation, tradeMarketsQuery, tradeOrdersQuery, tradePlaceMutation, tradePricesQuery } from '@perya/api/queries/trade';
import type { TradeOrder } from '@perya/api/contract';
import { routes } from '@perya/api/routes';
import { queryKeys } from '@perya/api/queries';
import { formatMoney, formatTradePrice, isLocaleCode, tradePotentialProfit, type TradeDirection } from '@perya/domain';
import { ActionBar, Badge, Box, Button, ButtonLink, Card, Column, Columns, EmptyState, ErrorState, Heading, Inline, NavBar, Skeleton, Stack, Switch, Text, useCurrency } from '@perya/ui';
import { FormError, useApiForm } from '../../forms';
import { useServices } from '../../services/services';
import { userIdAtom } from '../../state/session';
import { AccountSwitch } from './AccountSwitch';
import { OrderCard } from './OrderCard';
import { formatChange } from './TradePage';
import { TicketControls, TradeButton, ticketRules, type TicketValues } from './TradeTicket';
import { useTradeAccount, useTradeTicks } from './tradeLive';
import * as layout from '../../app/layout.css';
import * as css from './trade.css';

const PriceChart = lazy(() => import('./PriceChart'));

/** Ticks kept for the chart (10 minutes at 1 s). */
const MAX_POINTS = 600;
/** The ticket's first invest: ₱10.00 (D$10.00 on demo). */
const DEFAULT_INVEST = 1_000;

export default function TradeDetailPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const queryClient = useQueryClient();
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
  const bonusBalance = accounts.data?.bonus ?? 0;

  // The ticket: checked by the order request's schema (direction, invest, expiry, funding) and the
  // domain's invest bounds before any call; the server's refusal shows above the Up/Down buttons.
  const form = useApiForm<TicketValues>({
    endpoint: routes.tradePlace,
    rules: ticketRules(symbol),
    defaultValues: { direction: 'up', invest: DEFAULT_INVEST, expirySeconds: 60, funding: 'main' },
  });
  const invest = form.watch('invest');
  const expiry = form.watch('expirySeconds');
  const funding = account === 'real' && form.watch('funding') === 'bonus' && bonusBalance > 0 ? 'bonus' : 'main';
  const balance = accounts.data === undefined ? undefined : account === 'demo' ? accounts.data.demo : funding === 'bonus' ? bonusBalance : accounts.data.real;
  const money = (minor: number, decimals?: number) => formatMoney(minor, { locale, currency, demo: account === 'demo', ...(decimals === undefined ? {} : { decimals }) });

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

  const place = useMutation(tradePlaceMutation({ onSuccess: () => s.popups.toast(t('trade.placed'), { tone: 'success' }) }));
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
          <ButtonLink href="/trade" fullWidth>
            {t('trade.marketsTitle')}
          </ButtonLink>
        </div>
      </>
    );
  }

  const price = series.prices.at(-1) ?? market.price;
  const previous = series.prices.at(-2) ?? price;
  const tickTone = price > previous ? 'success' : price < previous ? 'danger' : 'neutral';
  const pct = market.profitPct[String(expiry)] ?? 0;
  const profit = tradePotentialProfit(Number.isSafeInteger(invest) && invest > 0 ? invest : 0, pct);
  const submit = form.submit((ticket) =>
    place.mutateAsync({
      symbol,
      direction: ticket.direction,
      invest: ticket.invest,
      expirySeconds: ticket.expirySeconds,
      account,
      ...(account === 'real' ? { funding } : {}),
    }),
  );
  const trade = (direction: TradeDirection) => {
    if (!loggedIn) {
      s.goToLogin(`/trade/detail?symbol=${symbol}`, 1);
      return;
    }
    form.setValue('direction', direction);
    void submit();
  };

  return (
    <>
      <NavBar title={market.name} />
      <div className={layout.page} data-page="trade-detail" data-symbol={symbol}>
        {loggedIn ? (
          <Card padding="md">
            <Stack space="sm">
              <AccountSwitch account={account} onChange={setAccount} />
              <Inline space="sm" align="spaceBetween" alignY="center">
                <Stack space="none">
                  <Text size="xs" tone="muted">
                    {t('trade.balance')}
                  </Text>
                  <Text size="xl" weight="bold" tabular data-testid="trade-balance">
                    {balance === undefined ? '—' : money(balance)}
                  </Text>
                </Stack>
                {account === 'demo' ? (
                  <Button variant="ghost" size="sm" onClick={() => reset.mutate(undefined)} loading={reset.isPending}>
                    {t('trade.resetDemo')}
                  </Button>
                ) : null}
              </Inline>
              {account === 'real' && bonusBalance > 0 ? (
                <Stack space="xxs">
                  <Controller
                    control={form.control}
                    name="funding"
                    render={({ field }) => (
                      <Switch checked={field.value === 'bonus'} onChange={(on) => field.onChange(on ? 'bonus' : 'main')}>
                        {`${t('trade.useBonus')} (${formatMoney(bonusBalance, { locale, currency })})`}
                      </Switch>
                    )}
                  />
                  <Text size="xs" tone="muted">
                    {t('bonus.onlyForTrading')}
                  </Text>
                </Stack>
              ) : null}
            </Stack>
          </Card>
        ) : null}

        <Columns space="sm" alignY="bottom">
          <Column>
            <Text as="span" size="display" weight="bold" tone={tickTone} tabular data-testid="trade-price" data-tick={tickTone}>
              {formatTradePrice(price, market.decimals)}
            </Text>
          </Column>
          <Column width="content">
            <Stack space="xxs" align="right">
              <Badge tone={live ? 'success' : 'neutral'}>{live ? `● ${t('trade.live')}` : t('trade.change24h')}</Badge>
              <Badge tone={market.changeBps >= 0 ? 'success' : 'danger'}>{formatChange(market.changeBps)}</Badge>
            </Stack>
          </Column>
        </Columns>

        <Suspense fallback={<div className={css.chartBox} />}>
          <PriceChart times={series.times} prices={series.prices} decimals={market.decimals} markers={markers} label={t('trade.chart', { name: market.name })} />
        </Suspense>

        <Card padding="md">
          <form onSubmit={(event) => event.preventDefault()} noValidate aria-label={t('trade.ticket')}>
            <Stack space="md">
              <TicketControls form={form} market={market} money={money} limits={markets.data} />
              <Box background="surfaceSunken" borderRadius="md" padding="sm">
                <Columns space="sm" alignY="center">
                  <Column>
                    <Text size="xs" tone="muted">
                      {t('trade.profit')}
                    </Text>
                    <Text size="xl" weight="bold" tone="success" tabular data-testid="trade-pct">
                      {t('trade.pct', { pct })}
                    </Text>
                  </Column>
                  <Column width="content">
                    <Text size="xs" tone="muted" align="right">
                      {t('trade.potentialProfit')}
                    </Text>
                    <Text size="lg" weight="bold" tone="success" tabular align="right" data-testid="trade-potential">
                      +{money(profit)}
                    </Text>
                  </Column>
                </Columns>
              </Box>
              <ActionBar on="card">
                <FormError form={form} testId="trade-problem" />
                <Columns space="sm" alignY="stretch">
                  {(['up', 'down'] as const).map((d) => (
                    <Column key={d} display="flex" flexDirection="column">
                      <TradeButton direction={d} busy={form.busy} detail={loggedIn ? t('trade.pct', { pct }) : t('trade.loginToTrade')} onPress={() => trade(d)} />
                    </Column>
                  ))}
                </Columns>
              </ActionBar>
              {loggedIn && account === 'demo' ? (
                <Text size="xs" tone="muted" align="center">
                  {t('trade.demoNote')}
                </Text>
              ) : null}
            </Stack>
          </form>
        </Card>

        {closedOrders.length > 0 ? (
          <Stack as="ul" space="sm" padding="none" marginTop="none" marginBottom="none" data-testid="trade-closed">
            {closedOrders.map((o) => (
              <OrderCard key={o.orderNo} order={o} locale={locale} />
            ))}
          </Stack>
        ) : null}

        {loggedIn && (active.data?.list.length ?? 0) > 0 ? (
          <Stack as="section" space="sm" aria-label={t('trade.openTrades', { count: active.data?.list.length ?? 0 })}>
            <Inline space="sm" align="spaceBetween" wrap={false}>
              <Heading level={2}>{t('trade.openTrades', { count: active.data?.list.length ?? 0 })}</Heading>
              <ButtonLink href="/trade/orders" variant="ghost" size="sm">
                {t('trade.ordersTitle')}
              </ButtonLink>
            </Inline>
            <Stack as="ul" space="sm" padding="none" marginTop="none" marginBottom="none" data-testid="trade-active">
              {active.data?.list.map((o) => (
                <OrderCard key={o.orderNo} order={o} locale={locale} headingLevel={3} />
              ))}
            </Stack>
          </Stack>
        ) : null}
      </div>
    </>
  );
}
