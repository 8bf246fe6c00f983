// Engagement (VIP, missions, sign-in, spin, weekly prize) as a plugin. Awards paid to the bonus
// wallet are bonus grants (turnover, expiry, the bonus list).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { SETTINGS_PLUGIN } from '../../core/settings';
import { BONUS_PLUGIN } from '../bonus/plugin';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { TEXTS_PLUGIN } from '../texts/plugin';
import { engagementHandlers } from './routes';
import { createEngagementService, type EngagementService } from './service';

export const ENGAGEMENT_PLUGIN = 'perya-engagement';

declare module 'fastify' {
  interface FastifyInstance {
    engagement: EngagementService;
  }
}

export const engagementPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, ledger, now } = app.core;
    const { bonuses } = app;
    const engagement = createEngagementService({
      db,
      ledger,
      config: app.settings.engagement,
      now,
      payBonus: async (trx, grant) => void (await bonuses.grant(trx, grant)),
      guard: app.protection.service,
      texts: app.texts,
    });
    app.decorate('engagement', engagement);
    app.core.endpoints(engagementHandlers(engagement));
  },
  { name: ENGAGEMENT_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN, SETTINGS_PLUGIN, PROTECTION_PLUGIN, TEXTS_PLUGIN, BONUS_PLUGIN] },
);
