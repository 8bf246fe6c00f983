// Account migration from the child apps as a plugin: the players' calls, and the operator's import
// of a child app's accounts at /ops/migration/child-accounts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { ACCOUNT_PLUGIN } from '../account/plugin';
import { SESSIONS_PLUGIN } from '../account/sessionsPlugin';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { SMS_PLUGIN } from '../sms/plugin';
import { migrationOps } from './ops';
import { migrationHandlers } from './routes';

export const migrationPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, ledger, now } = app.core;
    const { service: guard, markets } = app.protection;
    app.core.endpoints(migrationHandlers({ db, accounts: app.accounts, sessions: app.sessions, sms: app.sms, ledger, now, guard, signUpBonus: markets.signUpBonus }));
    app.core.opsRoutes(migrationOps({ db }));
  },
  { name: 'perya-migration', fastify: '5.x', dependencies: [CORE_PLUGIN, PROTECTION_PLUGIN, SESSIONS_PLUGIN, SMS_PLUGIN, ACCOUNT_PLUGIN] },
);
