// CORS for the brand apps: their H5 origins call this API from the browser (spec §7 headers). The
// same allow-list says which origins may frame our game pages and where a game's backUrl may lead.
import type { FastifyInstance } from 'fastify';
import { HEADERS } from '@perya/api/contract';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * `undefined` allowed list: any localhost/127.0.0.1 origin (development and the e2e runs). There is
 * no wildcard: loadConfig refuses `*`.
 */
export function originAllowed(origin: string, allowed: readonly string[] | undefined): boolean {
  if (allowed === undefined) return LOCAL_ORIGIN.test(origin);
  return allowed.includes(origin);
}

const ALLOW_HEADERS = ['content-type', ...Object.values(HEADERS)].join(', ');

/**
 * The CORS headers of an answer to `origin`. The API authenticates with the token header, never
 * with cookies, so no answer carries access-control-allow-credentials.
 */
export function corsHeaders(origin: string | undefined, allowed: readonly string[] | undefined): Record<string, string> {
  if (origin === undefined || !originAllowed(origin, allowed)) return { vary: 'Origin' };
  return { vary: 'Origin', 'access-control-allow-origin': origin };
}

/** frame-ancestors of a page the brand apps embed (a game): the allowed brand origins. */
export function brandFrameAncestors(allowed: readonly string[] | undefined): string {
  if (allowed === undefined) {
    return ['http', 'https'].flatMap((scheme) => ['localhost', '127.0.0.1', '[::1]'].map((host) => `${scheme}://${host}:*`)).join(' ');
  }
  return allowed.length === 0 ? "'none'" : allowed.join(' ');
}

/**
 * A backUrl a game may send the player to: a path on the page's own origin, or a URL on an allowed
 * brand origin (never another site, never javascript: or data:). Answers the URL to use, or
 * undefined when it is refused.
 */
export function allowedBackUrl(backUrl: string, allowed: readonly string[] | undefined): string | undefined {
  if (/^\/(?![/\\])/.test(backUrl) && !/[\s\\]/.test(backUrl)) return backUrl;
  let url: URL;
  try {
    url = new URL(backUrl);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  return originAllowed(url.origin, allowed) ? url.toString() : undefined;
}

export function registerCors(app: FastifyInstance, allowed: readonly string[] | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    const headers = corsHeaders(request.headers.origin, allowed);
    reply.headers(headers);
    if (request.method === 'OPTIONS' && headers['access-control-allow-origin'] !== undefined) {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', ALLOW_HEADERS);
      reply.header('access-control-max-age', '600');
      await reply.code(204).send();
    }
  });
  // Preflight requests need a route to reach the hook above.
  app.options('/*', async (_request, reply) => reply.code(204).send());
}
