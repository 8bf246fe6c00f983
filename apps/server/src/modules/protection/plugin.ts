// Player protection (issue 15) as a plugin: every deposit, bet and bonus of the other modules is
// checked by `app.protection.service`; the market switches decide sign-up bonuses and games.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { SETTINGS_PLUGIN } from '../../core/settings';
import { looseningOverrides, type ProtectionConfig } from './config';
import { marketSwitches, type MarketSwitches } from './markets';
import { protectionHandlers } from './routes';
import { createProtection, type Protection } from './service';

export const PROTECTION_PLUGIN = 'perya-protection';

export interface ProtectionModule {
  readonly service: Protection;
  readonly config: ProtectionConfig;
  readonly markets: MarketSwitches;
}

declare module 'fastify' {
  interface FastifyInstance {
    protection: ProtectionModule;
  }
}

export const protectionPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, database, now } = app.core;
    const config = app.settings.protection;
    for (const loosened of looseningOverrides(config)) app.log.warn(`protection: the operator's config loosens the law of ${loosened}; the licence must allow it`);
    const service = createProtection({ db, kind: database.kind, now, config, userChanged: app.core.sessionCache.evictUser });
    app.decorate('protection', { service, config, markets: marketSwitches(config) });
    app.core.endpoints(protectionHandlers(service));
  },
  { name: PROTECTION_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN, SETTINGS_PLUGIN] },
);
