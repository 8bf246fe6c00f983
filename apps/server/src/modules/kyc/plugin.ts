// Identity checks (KYC) as a plugin: production runs one only when the operator opts in (KYC_SANDBOX=1
// or a real adapter), and then only with KYC_DATA_KEY (config refuses to start without it). With
// Onfido (ONFIDO_API_TOKEN) a submission is pending until Onfido's signed webhook
// (POST /kyc/webhook/onfido, src/adapters/kyc/onfido.ts) names the check: the check's result is
// then read from Onfido's API, never from the event, and recorded once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSandboxIdentityAdapter } from '../../adapters/kyc/sandbox';
import { ONFIDO_SIGNATURE_HEADER, ONFIDO_WEBHOOK_PATH, createOnfidoIdentityAdapter, readOnfidoWebhook, type OnfidoIdentityAdapter } from '../../adapters/kyc/onfido';
import { CORE_PLUGIN } from '../../core/plugin';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { resolveKycKey } from './key';
import { kycHandlers } from './routes';
import { createKycService, type KycService } from './service';

/** Onfido's events: signed over the exact bytes, so this scope keeps the body as text. */
function registerOnfidoWebhook(app: FastifyInstance, kyc: KycService, onfido: OnfidoIdentityAdapter, webhookToken: string): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(ONFIDO_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[ONFIDO_SIGNATURE_HEADER];
      const event = readOnfidoWebhook(webhookToken, raw, typeof signature === 'string' ? signature : undefined);
      if (event === undefined) {
        request.log.warn('onfido webhook refused: missing or bad X-SHA2-Signature');
        return reply.code(401).type('text/plain').send('Invalid X-SHA2-Signature');
      }
      const payload = event.payload;
      const checkId = payload?.object?.id;
      // Only checks decide; other events (reports, workflow runs) are acknowledged and ignored.
      if (payload?.resource_type !== 'check' || typeof checkId !== 'string') return reply.code(200).send({ outcome: 'ignored' });
      const ours = await kyc.checkOf(checkId);
      if (ours === undefined) {
        request.log.warn({ checkId, action: payload.action }, 'onfido webhook names a check that is not ours: ignored');
        return reply.code(200).send({ outcome: 'unknown' });
      }
      if (ours.status !== 'pending') return reply.code(200).send({ outcome: 'already' });
      // The event's status is a hint only: the check is read back through the API.
      let decision;
      try {
        decision = await onfido.decisionOf(checkId);
      } catch (error) {
        request.log.error({ err: error, checkId }, 'onfido webhook: the check could not be read; Onfido will deliver again');
        return reply.code(503).type('text/plain').send('Onfido check unavailable, retry');
      }
      if (decision === null) {
        request.log.warn({ checkId }, 'onfido webhook: Onfido knows no such check: ignored');
        return reply.code(200).send({ outcome: 'unknown' });
      }
      if (decision === undefined || decision.status === 'pending') return reply.code(200).send({ outcome: 'pending' });
      const outcome = await kyc.decide(checkId, { status: decision.status, ...(decision.reason === undefined ? {} : { reason: decision.reason }) });
      return reply.code(200).send({ outcome });
    });
  });
}

export const kycPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, config, deps, limiter } = app.core;
    const onfidoConfig = config.kyc.onfido;
    const onfido = deps.identityAdapter === undefined && onfidoConfig !== undefined ? createOnfidoIdentityAdapter(onfidoConfig) : undefined;
    const identityAdapter =
      deps.identityAdapter === undefined ? (onfido ?? (config.kyc.sandbox ? createSandboxIdentityAdapter() : undefined)) : (deps.identityAdapter ?? undefined);
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
    if (onfido !== undefined && onfidoConfig !== undefined) registerOnfidoWebhook(app, kyc, onfido, onfidoConfig.webhookToken);
  },
  { name: 'perya-kyc', fastify: '5.x', dependencies: [CORE_PLUGIN, PROTECTION_PLUGIN] },
);
