// The Fastify instance every module plugin is registered on: logging, body limit, proxy trust, the
// JSON parser, CORS, error envelopes and security headers (the same for every route).
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerCors } from './cors';
import { errorServerOptions, registerErrorHandling } from './errorHandler';
import { RequestLogController, loggerOptions } from './logging';
import { registerSecurityHeaders } from './securityHeaders';

/** Body limit: generous for device objects and log lines, small enough to refuse floods. */
const BODY_LIMIT = 256 * 1024;

export function createServer(config: Config, logStream: NodeJS.WritableStream | undefined): FastifyInstance {
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // Slow requests and failures are logged, not every request (src/http/logging.ts).
    logController: new RequestLogController(),
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For is read only through the configured number of proxies (TRUST_PROXY_HOPS):
    // the client address is that many hops from the right, so a value the client wrote itself is
    // never taken as its IP. 0 (default): the socket address.
    trustProxy: config.trustProxyHops === 0 ? false : (_address: string, hop: number) => hop < config.trustProxyHops,
    routerOptions: { maxParamLength: 200 },
    // Errors before any route (bad or too long URL, too large headers, shutting down): envelopes.
    ...errorServerOptions(config.corsOrigins),
  });

  // JSON bodies, where an empty body means "no fields" (several calls send none).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('The request body is not valid JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  registerCors(app, config.corsOrigins);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  return app;
}
