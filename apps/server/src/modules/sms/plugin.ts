// SMS codes as a plugin: the configured gateway, the sandbox's outbox (SMS_SANDBOX), or none (sending
// a code is refused). The sandbox's outbox is readable at /dev/sms/outbox in development mode and at
// /ops/sms/outbox behind the operator token.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmsGateway } from '../../adapters/sms/gateway';
import { createOutboxSmsGateway } from '../../adapters/sms/outbox';
import { CORE_PLUGIN } from '../../core/plugin';
import { AppError } from '../../http/errors';
import { outboxOps, registerDevOutbox } from '../dev/routes';
import { createSmsService, type SmsService } from './service';

export const SMS_PLUGIN = 'perya-sms';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsService;
  }
}

/** The SMS gateway when no real one is wired and the sandbox is off: sending a code is refused. */
const unavailableSmsGateway: SmsGateway = {
  send: () => Promise.reject(new AppError('FEATURE_DISABLED')),
};

export const smsPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, config, deps } = app.core;
    const sms = createSmsService({
      db,
      gateway: deps.smsGateway ?? (config.sms.sandbox ? createOutboxSmsGateway(db, now) : unavailableSmsGateway),
      config: config.sms,
      now,
      ...(deps.generateSmsCode === undefined ? {} : { generateCode: deps.generateSmsCode }),
    });
    app.decorate('sms', sms);
    if (config.sms.sandbox && deps.smsGateway === undefined) {
      if (config.devEndpoints) registerDevOutbox(app, db, config.phoneDialCode);
      app.core.opsRoutes(outboxOps(db, config.phoneDialCode));
    }
  },
  { name: SMS_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN] },
);
