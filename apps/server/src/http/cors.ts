// CORS for the brand apps: their H5 origins call this API from the browser (spec §7 headers).
import type { FastifyInstance } from 'fastify';
import { HEADERS } from '@perya/api/contract';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** `undefined` allowed list: any localhost/127.0.0.1 origin (development and the e2e runs). */
export function originAllowed(origin: string, allowed: readonly string[] | undefined): boolean {
  if (allowed === undefined) return LOCAL_ORIGIN.test(origin);
  return allowed.includes('*') || allowed.includes(origin);
}

const ALLOW_HEADERS = ['content-type', ...Object.values(HEADERS)].join(', ');

export function registerCors(app: FastifyInstance, allowed: readonly string[] | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !originAllowed(origin, allowed)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-allow-credentials', 'true');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', ALLOW_HEADERS);
      reply.header('access-control-max-age', '600');
      await reply.code(204).send();
    }
  });
  // Preflight requests need a route to reach the hook above.
  app.options('/*', async (_request, reply) => reply.code(204).send());
}
