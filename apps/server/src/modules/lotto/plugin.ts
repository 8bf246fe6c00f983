// Lotto as a plugin: draws are created, closed, drawn and paid by server time, on the cluster's leader.
// The scheduler starts when the server is ready: its first pass catches up any draw whose time passed
// while the server was down. The operator's early draw is POST /ops/lotto/draw-now.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { SETTINGS_PLUGIN } from '../../core/settings';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { lottoHandlers, lottoOps } from './routes';
import { createLotto } from './service';

/** How often the lotto scheduler creates, closes, draws and pays draws. */
const LOTTO_TICK_MS = 1_000;

export const lottoPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, ledger, now, deps, cluster } = app.core;
    const lotto = createLotto({ db, ledger, now, config: app.settings.lotto, cluster, guard: app.protection.service });
    app.core.endpoints(lottoHandlers(lotto));
    app.core.opsRoutes(lottoOps({ lotto }));
    app.addHook('onReady', async () => {
      await lotto.startTicker(deps.lottoTickMs === undefined ? LOTTO_TICK_MS : deps.lottoTickMs, (error) => app.log.error({ err: error }, 'lotto scheduler failed'));
    });
    app.addHook('onClose', async () => lotto.stopTicker());
  },
  { name: 'perya-lotto', fastify: '5.x', dependencies: [CORE_PLUGIN, SETTINGS_PLUGIN, PROTECTION_PLUGIN] },
);
