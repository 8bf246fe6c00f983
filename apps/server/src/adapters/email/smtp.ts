// SMTP email adapter over nodemailer (issue 26 item 5): SMTP_URL, or SMTP_HOST/SMTP_PORT with
// SMTP_USER/SMTP_PASS, and SMTP_FROM. In production the connection must be encrypted (smtps:// or
// STARTTLS). A failed send is refused as a server error; the message (which holds the code) is
// never logged.
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config';
import { AppError } from '../../http/errors';
import type { EmailSender } from './mailer';

export interface SmtpSender extends EmailSender {
  /** Closes the pooled connections (server shutdown). */
  close(): void;
}

/** The nodemailer transport for this SMTP configuration (also `pnpm doctor`'s `verify()`). */
export function createSmtpTransport(config: SmtpConfig) {
  return nodemailer.createTransport(
    {
      ...(config.url !== undefined
        ? { url: config.url }
        : {
            host: config.host,
            port: config.port,
            secure: config.secure,
            ...(config.user === undefined ? {} : { auth: { user: config.user, pass: config.pass ?? '' } }),
          }),
      // Production never sends a code in clear: STARTTLS is required when the connection is not TLS already.
      requireTLS: config.requireTls,
      // A stuck server fails the request in seconds rather than holding it.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      logger: false,
    },
    { from: config.from },
  );
}

export function createSmtpEmailSender(config: SmtpConfig, options: { onError?: (error: unknown) => void } = {}): SmtpSender {
  const transport = createSmtpTransport(config);
  return {
    async send(message) {
      try {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        // The error names the server's answer, never the message body (the code).
        options.onError?.(error instanceof Error ? new Error(`SMTP send failed: ${error.message}`) : error);
        throw new AppError('SERVER_ERROR', 'networkAnomaly');
      }
    },
    close() {
      transport.close();
    },
  };
}
