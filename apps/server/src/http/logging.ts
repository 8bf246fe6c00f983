// Logger options for Fastify's pino: structured JSON, with secrets redacted wherever they appear.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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
  ...['token', 'pwd', 'password', 'code', 'verifyCode', 'idToken', 'oldPwd', 'newPwd', 'session', 'sessionToken', 'serverSeed', 'taxId'].flatMap((field) => [
    field,
    `*.${field}`,
    `body.${field}`,
    `req.body.${field}`,
  ]),
];

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Query parameters that carry secrets: game launch sessions, the live stream's token. */
const SECRET_QUERY_PARAMS = ['session', 'token', 'sessionToken'];

/** The URL as logged: secret query values replaced, so launch URLs never leak a session. */
export function redactUrl(url: string): string {
  // Serializers also see objects that are not full requests; leave those alone.
  if (typeof url !== 'string') return url;
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of SECRET_QUERY_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: FastifyRequest) {
        const port = request.socket?.remotePort;
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, ...(port === undefined ? {} : { remotePort: port }) };
      },
    },
    ...(stream === undefined ? {} : { stream }),
  };
}
