// The server process: configuration from the environment, database ready, listen, and a graceful
// stop. src/main.ts runs it; a test entry may run it with overrides (test/cluster/instance.ts).
import { fileURLToPath } from 'node:url';
import { buildApp, type AppDeps } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';

// Both src/main.ts (tsx) and dist/main.js (bundle) sit one level below the package directory.
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** What a test entry may change besides the environment (in-house game timings). */
export type ServeOverrides = Pick<AppDeps, 'gameConfigs'>;

/**
 * Stops the app (no new requests; in-flight ones finish; every module's onClose: tickers stopped,
 * the group-commit writer flushed), then closes the database. Not an onClose hook of its own: a hook
 * added after buildApp runs first (Fastify runs onClose hooks newest first), and the database closed
 * before the writer flushed the last answered bets.
 */
export async function stopServer(app: { close(): PromiseLike<unknown> }, database: { destroy(): Promise<void> }): Promise<void> {
  await app.close();
  await database.destroy();
}

export async function serve(overrides: ServeOverrides = {}): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, {
      defaultSqliteFile: `${packageDir}.data/perya.sqlite`,
      defaultSeedFile: `${packageDir}seed/config.yaml`,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const offset = config.clockOffsetMs;
  const now = offset === 0 ? Date.now : () => Date.now() + offset;
  const database = openDatabase(config.database);
  try {
    await prepareDatabase(database, config.seedFile, now(), config.phoneDialCode);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await database.destroy();
    process.exit(1);
  }

  const app = await buildApp({ config, database, now, ...overrides });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let in-flight requests finish, then close the database; force-exit if stuck.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    stopServer(app, database).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const sandboxes = { payment: config.payment.sandbox, sms: config.sms.sandbox, email: config.email.sandbox, gameProvider: config.providerSandbox, sabong: config.sabongSandbox, tradeFeed: config.tradeFeed.sandbox, kyc: config.kyc.sandbox };
  app.log.info({ mode: config.mode, database: database.kind, devEndpoints: config.devEndpoints, sandboxes }, 'perya server ready');
  const on = Object.entries(sandboxes).filter(([, enabled]) => enabled).map(([name]) => name);
  if (config.mode === 'production' && on.length > 0) {
    // Opted in on purpose (the README's run command does); say so loudly, once per start.
    app.log.warn({ sandboxes: on }, `sandbox adapters are ON (${on.join(', ')}): they fake payments, SMS, game wins, market prices and identity checks; never take real money like this`);
  }
}
