// Identity checks (KYC) as a plugin: production runs one only when the operator opts in (KYC_SANDBOX=1
// or a real adapter), and then only with KYC_DATA_KEY (config refuses to start without it).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSandboxIdentityAdapter } from '../../adapters/kyc/sandbox';
import { CORE_PLUGIN } from '../../core/plugin';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { resolveKycKey } from './key';
import { kycHandlers } from './routes';
import { createKycService } from './service';

export const kycPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, config, deps, limiter } = app.core;
    const identityAdapter =
      deps.identityAdapter === undefined ? (config.kyc.sandbox ? createSandboxIdentityAdapter() : undefined) : (deps.identityAdapter ?? undefined);
    const kyc = createKycService({
      db,
      now,
      adapter: identityAdapter,
      key: identityAdapter === undefined ? undefined : resolveKycKey(config.kyc.dataKey),
      log: (entry) => app.log.info({ kyc: entry }, 'identity check answered'),
      protection: app.protection.service,
      userChanged: app.core.sessionCache.evictUser,
      warn: (message) => app.log.warn(message),
    });
    const indexed = await kyc.indexOldRows();
    if (indexed > 0) app.log.info(`kyc: indexed the documents of ${indexed} identity checks from before migration 0021`);
    app.core.endpoints(kycHandlers(kyc, limiter));
  },
  { name: 'perya-kyc', fastify: '5.x', dependencies: [CORE_PLUGIN, PROTECTION_PLUGIN] },
);
