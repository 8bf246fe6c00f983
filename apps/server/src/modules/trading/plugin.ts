// Trading (spec §1) as a plugin: a real price feed or, where the operator opts in, the seeded sandbox
// walk; the price stream. Expired trades settle at their expiry price, on the cluster's leader only,
// from ready to close.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
    const priceFeed =
      deps.priceFeed === undefined ? (config.tradeFeed.sandbox ? createSandboxPriceFeed({ seed: resolveTradeFeedSeed(config.tradeFeed.seed), now }) : undefined) : (deps.priceFeed ?? undefined);
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
