// Sessions as a plugin: every authenticated door (contract calls, the balance and game streams)
// asks `app.sessions`. Every new session and authenticated call records the player's login day and
// credits the daily login points once per GMT+8 day (src/modules/engagement/dailyLogin.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { createDailyLogin, withDailyLogin } from '../engagement/dailyLogin';
import { createLedger } from '../ledger/ledger';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { createSessionService, type SessionService } from './sessions';

export const SESSIONS_PLUGIN = 'perya-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export const sessionsPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, config, balanceNews } = app.core;
    const sessions = withDailyLogin(
      createSessionService(db, { maxAgeS: config.tokenTtlS, idleS: config.sessionIdleS }, now, app.core.sessionCache),
      // Its own ledger, outside the group-commit writer of the hot money paths.
      createDailyLogin({ ledger: createLedger(db, now, { onCommitted: balanceNews.announce }), now, guard: app.protection.service }),
      (error, userId) => app.log.warn({ err: error, userId }, 'daily login not recorded; the next call tries again'),
    );
    app.decorate('sessions', sessions);
  },
  { name: SESSIONS_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN, PROTECTION_PLUGIN] },
);
