// Trading (spec §1) as a plugin: the real price feed (TRADE_FEED=binance) or, where the operator opts
// in, the seeded sandbox walk; the price stream. Expired trades settle at their expiry price, on the cluster's leader only,
// from ready to close.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PriceFeed } from '../../adapters/tradeFeed/feed';
import { createBinancePriceFeed } from '../../adapters/tradeFeed/binance';
import { createSandboxPriceFeed } from '../../adapters/tradeFeed/sandbox';
import { resolveTradeFeedSeed } from '../../adapters/tradeFeed/seed';
import { CORE_PLUGIN } from '../../core/plugin';
import { BONUS_PLUGIN } from '../bonus/plugin';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { registerTradeStream, tradingHandlers } from './routes';
import { createTradingService } from './service';

/** How often the trade settler looks for expired orders: an order settles within about this of its expiry. */
const TRADE_SETTLE_TICK_MS = 100;

export const tradingPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, ledger, now, config, deps, cluster } = app.core;
    const binance = config.tradeFeed.binance;
    const configured = (): PriceFeed | undefined => {
      // Only the cluster's leader stores ticks (it runs the settler too); every instance streams its own live prices.
      if (binance !== undefined) return createBinancePriceFeed({ config: binance, db, now, writes: () => cluster.isLeader(), log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) } });
      return config.tradeFeed.sandbox ? createSandboxPriceFeed({ seed: resolveTradeFeedSeed(config.tradeFeed.seed), now }) : undefined;
    };
    const priceFeed = deps.priceFeed === undefined ? configured() : (deps.priceFeed ?? undefined);
    const trading = createTradingService({ db, ledger, feed: priceFeed, bonuses: app.bonuses, now, guard: app.protection.service, realMoney: config.tradeFeed.realMoney });
    app.core.endpoints(tradingHandlers({ trading, feed: priceFeed, now }));
    registerTradeStream(app, { feed: priceFeed, corsOrigins: config.corsOrigins });
    app.addHook('onReady', async () =>
      trading.startSettler(TRADE_SETTLE_TICK_MS, () => cluster.isLeader(), (error) => app.log.error({ err: error }, 'trade settlement failed')),
    );
    app.addHook('onClose', async () => {
      await trading.stopSettler();
      priceFeed?.close();
    });
  },
  { name: 'perya-trading', fastify: '5.x', dependencies: [CORE_PLUGIN, PROTECTION_PLUGIN, BONUS_PLUGIN] },
);
