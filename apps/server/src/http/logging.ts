// Logger options for Fastify's pino: structured JSON, with secrets redacted wherever they appear;
// and what is logged per request: not a line per request at the production level (info) — at
// launch-night load that is tens of thousands of lines a second, costing CPU and disk while telling
// an operator nothing — but every slow request (warn) and every failure (the error handler logs
// refusals at info and unexpected errors at error). LOG_LEVEL=debug logs every request again.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

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
  ...['token', 'pwd', 'password', 'code', 'verifyCode', 'idToken', 'accessToken', 'oldPwd', 'newPwd', 'session', 'sessionToken', 'serverSeed', 'taxId', 'documentNumber', 'selfie'].flatMap((field) => [
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

/** A request answered after this long is logged (warn) whatever the level: the operator's signal. */
export const SLOW_REQUEST_MS = 1_000;

function debugOn(log: FastifyBaseLogger): boolean {
  return log.level === 'debug' || log.level === 'trace';
}

/**
 * Fastify's per-request lines: 'incoming request' and 'request completed' only at debug; a request
 * that failed inside Fastify (error) or was slow (warn) is always logged. Every other log line of
 * Fastify (errors of its default handler, route not found, …) keeps its default.
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (debugOn(request.log)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime }, 'request errored');
    } else if (responseTime >= this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else if (debugOn(reply.log)) {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}
