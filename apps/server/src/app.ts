// buildApp(deps): the Fastify server with every route, for main.ts and for the tests. It only
// composes: the HTTP server, the core (what every module shares, src/core/plugin.ts), the operator's
// seed settings, one plugin per module (each creates what it owns, hands in its contract handlers and
// /ops routes, registers its other routes, and starts its tickers when the server is ready and stops
// them when it closes), then the contract endpoints and the operator's /ops doors.
//
// Plugins load in this order; onReady hooks run in it (the core's first: the cluster's subscriptions
// hold before any ticker starts) and onClose hooks in reverse (every module's tickers stop and drain
// before the core drains the writer and releases the leader lock).
import type { FastifyInstance } from 'fastify';
import { corePlugin } from './core/plugin';
import { settingsPlugin } from './core/settings';
import type { AppDeps } from './deps';
import { contractPlugin } from './http/contract';
import { opsPlugin } from './http/ops';
import { createServer } from './http/server';
import { accountPlugin } from './modules/account/plugin';
import { sessionsPlugin } from './modules/account/sessionsPlugin';
import { activityPlugin } from './modules/activity/plugin';
import { appPlugin } from './modules/app/plugin';
import { bonusPlugin } from './modules/bonus/plugin';
import { engagementPlugin } from './modules/engagement/plugin';
import { gamesPlugin } from './modules/games/plugin';
import { integrityPlugin } from './modules/integrity/plugin';
import { kycPlugin } from './modules/kyc/plugin';
import { lottoPlugin } from './modules/lotto/plugin';
import { migrationPlugin } from './modules/migration/plugin';
import { popupsPlugin } from './modules/popups/plugin';
import { protectionPlugin } from './modules/protection/plugin';
import { smsPlugin } from './modules/sms/plugin';
import { emailPlugin } from './modules/email/plugin';
import { spreadPlugin } from './modules/spread/plugin';
import { telemetryPlugin } from './modules/telemetry/plugin';
import { textsPlugin } from './modules/texts/plugin';
import { tradingPlugin } from './modules/trading/plugin';
import { walletPlugin } from './modules/wallet/plugin';
import { withdrawalFeedbackPlugin } from './modules/withdrawalFeedback/plugin';

export type { AppDeps } from './deps';
export { IMPLEMENTED_ENDPOINTS, servedEndpoints } from './http/endpoints';

/** The module plugins, in loading order (each one's `dependencies` come before it). */
const MODULES = [
  protectionPlugin,
  textsPlugin,
  sessionsPlugin,
  smsPlugin,
  emailPlugin,
  bonusPlugin,
  spreadPlugin,
  withdrawalFeedbackPlugin,
  walletPlugin,
  engagementPlugin,
  activityPlugin,
  accountPlugin,
  migrationPlugin,
  integrityPlugin,
  kycPlugin,
  telemetryPlugin,
  popupsPlugin,
  gamesPlugin,
  appPlugin,
  tradingPlugin,
  lottoPlugin,
] as const;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createServer(deps.config, deps.logStream);
  await app.register(corePlugin, { deps });
  await app.register(settingsPlugin);
  for (const plugin of MODULES) await app.register(plugin);
  await app.register(contractPlugin);
  await app.register(opsPlugin);
  return app;
}
