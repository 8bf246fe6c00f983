// Logger options for Fastify's pino: structured JSON, with secrets redacted wherever they appear.
import type { FastifyServerOptions } from 'fastify';

/**
 * Header and body fields that carry secrets. Headers are lower case in Node. Bodies are not logged
 * by Fastify, but a handler that logs a payload object gets the same treatment.
 */
export const REDACT_PATHS = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-dev-token"]',
  'res.headers["set-cookie"]',
  ...['token', 'pwd', 'password', 'code', 'verifyCode', 'idToken', 'oldPwd', 'newPwd'].flatMap((field) => [
    field,
    `*.${field}`,
    `body.${field}`,
    `req.body.${field}`,
  ]),
];

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream === undefined ? {} : { stream }),
  };
}
