// Bonuses (issue 12) as a plugin: every bonus is a grant with turnover; deposits grant theirs and the
// other modules pay theirs through `app.bonuses`. Processing bonuses convert or expire by server time
// (a ticker, started when the server is ready; also lazily on the bonus list).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { SETTINGS_PLUGIN } from '../../core/settings';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { createBonusService, type BonusService } from './service';

export const BONUS_PLUGIN = 'perya-bonus';

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: BonusService;
  }
}

export const bonusPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, ledger, now } = app.core;
    const protection = app.protection.service;
    const bonuses = createBonusService({ db, ledger, config: app.settings.bonus, now, guard: protection, marketOf: (appCode) => protection.marketOf(appCode).market });
    app.decorate('bonuses', bonuses);
    app.addHook('onReady', async () => bonuses.startTicker((error) => app.log.error({ err: error }, 'bonus evaluation failed')));
    app.addHook('onClose', async () => bonuses.stopTicker());
  },
  { name: BONUS_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN, SETTINGS_PLUGIN, PROTECTION_PLUGIN] },
);
