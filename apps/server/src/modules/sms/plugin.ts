// SMS codes as a plugin: the configured gateways (SMS_GATEWAYS: Twilio, Semaphore, per market), the
// sandbox's outbox (SMS_SANDBOX), or none (sending a code is refused). The sandbox's outbox is
// readable at /dev/sms/outbox in development mode and at /ops/sms/outbox behind the operator token.
// Real gateways record each text's delivery status in sms_messages: Twilio reports it to
// POST /sms/status/twilio (signed with X-Twilio-Signature), Semaphore is polled.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmsGateway, SmsProvider } from '../../adapters/sms/gateway';
import { createOutboxSmsGateway } from '../../adapters/sms/outbox';
import { createSemaphoreProvider } from '../../adapters/sms/semaphore';
import { TWILIO_STATUS_PATH, createTwilioProvider, validTwilioSignature } from '../../adapters/sms/twilio';
import type { SmsGatewaysConfig } from '../../config';
import { CORE_PLUGIN } from '../../core/plugin';
import { AppError } from '../../http/errors';
import { outboxOps, registerDevOutbox } from '../dev/routes';
import { createSmsDelivery, type SmsDelivery, type SmsRouteKey } from './delivery';
import { createSmsService, type SmsService } from './service';

export const SMS_PLUGIN = 'perya-sms';

/** How often Semaphore is asked for the status of its open messages. */
export const SEMAPHORE_POLL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsService;
    /** The real gateways and their delivery statuses; undefined without SMS_GATEWAYS (or with a test's own gateway). */
    smsDelivery: SmsDelivery | undefined;
  }
}

/** The SMS gateway when no real one is wired and the sandbox is off: sending a code is refused. */
const unavailableSmsGateway: SmsGateway = {
  send: () => Promise.reject(new AppError('FEATURE_DISABLED')),
};

function providersOf(gateways: SmsGatewaysConfig, statusCallback: () => string): Map<SmsRouteKey, SmsProvider> {
  // One client per gateway, shared by the markets it serves. The config's rules guarantee credentials for each named one.
  const twilio = gateways.twilio === undefined ? undefined : createTwilioProvider(gateways.twilio, statusCallback);
  const semaphore = gateways.semaphore === undefined ? undefined : createSemaphoreProvider(gateways.semaphore);
  const routes = new Map<SmsRouteKey, SmsProvider>();
  for (const [market, name] of gateways.routes) {
    const provider = name === 'twilio' ? twilio : semaphore;
    if (provider !== undefined) routes.set(market, provider);
  }
  return routes;
}

/** Twilio's status callbacks: form-encoded, signed over this server's public URL and the fields. */
function registerTwilioStatus(app: FastifyInstance, delivery: SmsDelivery, authToken: string): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    scope.post<{ Body: Record<string, string> | undefined }>(TWILIO_STATUS_PATH, async (request, reply) => {
      const params = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const signature = request.headers['x-twilio-signature'];
      const url = `${app.core.baseUrl()}${request.url}`;
      if (!validTwilioSignature(authToken, typeof signature === 'string' ? signature : undefined, url, params)) {
        return reply.code(403).type('text/plain').send('Invalid X-Twilio-Signature');
      }
      const sid = params.MessageSid ?? params.SmsSid;
      const status = params.MessageStatus ?? params.SmsStatus;
      if (sid !== undefined && status !== undefined && /^[A-Za-z0-9]{1,64}$/.test(sid)) {
        await delivery.recordStatus('twilio', sid, status, params.ErrorCode === undefined || params.ErrorCode === '' ? undefined : params.ErrorCode);
      }
      return reply.code(204).send();
    });
  });
}

export const smsPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, config, deps } = app.core;
    const gateways = config.sms.gateways;
    const delivery =
      deps.smsGateway === undefined && gateways !== undefined
        ? createSmsDelivery({ db, now, routes: providersOf(gateways, () => `${app.core.baseUrl()}${TWILIO_STATUS_PATH}`), log: app.log })
        : undefined;
    const sms = createSmsService({
      db,
      gateway: deps.smsGateway ?? delivery ?? (config.sms.sandbox ? createOutboxSmsGateway(db, now) : unavailableSmsGateway),
      config: config.sms,
      now,
      ...(deps.generateSmsCode === undefined ? {} : { generateCode: deps.generateSmsCode }),
    });
    app.decorate('sms', sms);
    app.decorate('smsDelivery', delivery);
    if (delivery !== undefined && gateways?.twilio !== undefined) registerTwilioStatus(app, delivery, gateways.twilio.authToken);
    if (delivery !== undefined && gateways?.semaphore !== undefined) {
      const timer = setInterval(() => {
        delivery.pollSemaphore().catch((error: unknown) => app.log.warn({ err: error }, 'Semaphore status poll failed'));
      }, SEMAPHORE_POLL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    if (config.sms.sandbox && deps.smsGateway === undefined && delivery === undefined) {
      if (config.devEndpoints) registerDevOutbox(app, db, config.phoneDialCode);
      app.core.opsRoutes(outboxOps(db, config.phoneDialCode));
    }
  },
  { name: SMS_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN] },
);
