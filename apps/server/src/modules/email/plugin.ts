// Email codes as a plugin (issue 26 item 5): SMTP where it is configured (SMTP_URL or SMTP_HOST, with
// SMTP_FROM), else the sandbox's outbox where EMAIL_SANDBOX is on (dev), else none (sending a code
// is refused, so no email can be bound). The sandbox's outbox is readable at /dev/email/outbox in
// development mode and at /ops/email/outbox behind the operator token.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmailSender } from '../../adapters/email/mailer';
import { createOutboxEmailSender } from '../../adapters/email/outbox';
import { createSmtpEmailSender } from '../../adapters/email/smtp';
import { CORE_PLUGIN } from '../../core/plugin';
import { AppError } from '../../http/errors';
import { emailOutboxOps, registerDevEmailOutbox } from './outboxRoutes';
import { createEmailCodeService, type EmailCodeService } from './service';

export const EMAIL_PLUGIN = 'perya-email';

declare module 'fastify' {
  interface FastifyInstance {
    emailCodes: EmailCodeService;
  }
}

/** No SMTP and no sandbox: sending a code is refused. */
const unavailableEmailSender: EmailSender = {
  send: () => Promise.reject(new AppError('FEATURE_DISABLED')),
};

export const emailPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, config, deps } = app.core;
    const { smtp, sandbox } = config.email;
    let sender: EmailSender;
    if (deps.emailSender !== undefined) sender = deps.emailSender;
    else if (smtp !== undefined) {
      const smtpSender = createSmtpEmailSender(smtp, { onError: (error) => app.log.error({ err: error }, 'email: SMTP send failed') });
      app.addHook('onClose', () => smtpSender.close());
      sender = smtpSender;
    } else sender = sandbox ? createOutboxEmailSender(db, now) : unavailableEmailSender;
    app.decorate(
      'emailCodes',
      createEmailCodeService({ db, sender, config: config.sms, now, ...(deps.generateSmsCode === undefined ? {} : { generateCode: deps.generateSmsCode }) }),
    );
    if (sandbox && smtp === undefined && deps.emailSender === undefined) {
      if (config.devEndpoints) registerDevEmailOutbox(app, db);
      app.core.opsRoutes(emailOutboxOps(db));
    }
  },
  { name: EMAIL_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN] },
);
