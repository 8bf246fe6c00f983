// Client logs, events and ad tracking as a plugin. Client logs go to their own store, never the money
// database (issue 11); rows past their retention are deleted hourly from the time the server is ready.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adTrackingSinkFor } from '../../adapters/adTracking/sink';
import { CORE_PLUGIN } from '../../core/plugin';
import { telemetryHandlers } from './routes';
import { openLogStore } from './store';

/** How often log rows past their retention are deleted. */
const LOG_PURGE_MS = 60 * 60 * 1000;

export const telemetryPlugin = fp(
  async (app: FastifyInstance) => {
    const { now, config, deps, limiter } = app.core;
    // The caller's store stays open (the caller owns it); one opened here is closed with the app.
    const logStore = deps.logStore ?? (await openLogStore(config.logs.file, config.logs, now));
    const adTracking = deps.adTrackingSink ?? adTrackingSinkFor(config.adTracking.url, (reason) => app.log.warn({ reason }, 'ad-tracking POST to the ad system failed'));
    app.core.endpoints(telemetryHandlers(logStore, limiter, now, adTracking));
    const purgeLogs = () => void logStore.purge().catch((error: unknown) => app.log.error({ err: error }, 'log retention failed'));
    let logPurge: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      purgeLogs();
      logPurge = setInterval(purgeLogs, LOG_PURGE_MS);
      logPurge.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(logPurge);
      if (deps.logStore === undefined) await logStore.destroy();
    });
  },
  { name: 'perya-telemetry', fastify: '5.x', dependencies: [CORE_PLUGIN] },
);
