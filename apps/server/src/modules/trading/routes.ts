// Routes of trading (contract: packages/api/src/contract/trade.ts) and the live price stream
// GET /x2/trade/stream (Server-Sent Events: one `tick` event per feed tick with every symbol's
// price; prices are public, so no token). Without a feed every one answers FEATURE_DISABLED.
import type { FastifyInstance } from 'fastify';
import { TRADE_EXPIRIES_S, TRADE_MAX_INVEST, TRADE_MIN_INVEST, TRADE_SYMBOLS } from '@perya/domain';
import { TRADE_STREAM_EVENT, TRADE_STREAM_PATH } from '@perya/api/contract';
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import { AppError } from '../../http/errors';
import { eventStreams } from '../../http/eventStream';
import type { PriceFeed } from '../../adapters/tradeFeed/feed';
import type { TradingService } from './service';

const DAY_MS = 86_400_000;

export function tradingHandlers(deps: { trading: TradingService; feed: PriceFeed | undefined; now: () => number }): Handlers {
  const { trading, feed, now } = deps;
  const requireFeed = (): PriceFeed => {
    if (feed === undefined) throw new AppError('FEATURE_DISABLED');
    return feed;
  };
  return {
    async tradeMarkets() {
      const source = requireFeed();
      const at = now();
      const markets = [];
      for (const s of TRADE_SYMBOLS) {
        const price = await source.priceAt(s.symbol, at);
        if (price === undefined) continue;
        const before = await source.priceAt(s.symbol, at - DAY_MS);
        markets.push({
          symbol: s.symbol,
          name: s.name,
          category: s.category,
          decimals: s.decimals,
          price,
          changeBps: before === undefined ? 0 : Math.round(((price - before) / before) * 10_000),
          profitPct: Object.fromEntries(TRADE_EXPIRIES_S.map((e) => [String(e), s.profitPct[e]])),
        });
      }
      return { tickMs: source.tickMs, expiries: [...TRADE_EXPIRIES_S], minInvest: TRADE_MIN_INVEST, maxInvest: TRADE_MAX_INVEST, markets };
    },
    async tradePrices(input) {
      const source = requireFeed();
      if (!source.symbols.includes(input.symbol)) throw new AppError('NOT_FOUND');
      const at = now();
      const history = await source.history(input.symbol, at - (input.seconds ?? 300) * 1000, at);
      return { symbol: input.symbol, tickMs: source.tickMs, ...history };
    },
    async tradeAccounts(_input, ctx) {
      return trading.accounts(callerOf(ctx).user.id);
    },
    async tradeDemoReset(_input, ctx) {
      return trading.resetDemo(callerOf(ctx).user.id);
    },
    async tradePlace(input, ctx) {
      return { order: await trading.place(callerOf(ctx).user.id, input) };
    },
    async tradeOrders(input, ctx) {
      return trading.orders(callerOf(ctx).user.id, input);
    },
  };
}

export function registerTradeStream(app: FastifyInstance, deps: { feed: PriceFeed | undefined; corsOrigins: readonly string[] | undefined }): void {
  const streams = eventStreams(app, { corsOrigins: deps.corsOrigins });
  app.get(TRADE_STREAM_PATH, async (request, reply) => {
    const { feed } = deps;
    if (feed === undefined) throw new AppError('FEATURE_DISABLED');
    // The stream closes only after this handler has run (the client leaves, or the server closes).
    const stream = streams.open(request, reply, () => unsubscribe());
    const unsubscribe = feed.subscribe((tick) => stream.send(TRADE_STREAM_EVENT, tick));
  });
}
