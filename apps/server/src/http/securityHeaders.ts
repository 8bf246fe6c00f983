// Response headers every answer carries (issue 11 item 8): nosniff, a Content-Security-Policy, no
// referrer. JSON and other non-HTML answers get a policy that allows nothing and no framing; each
// HTML page this server renders sends its own policy built from the page's inline blocks.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Headers on every response, including the SSE stream and the raw-socket errors. */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** The policy of everything that is not one of our HTML pages: nothing runs, nobody frames it. */
export const LOCKED_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Every header of a non-HTML answer written outside Fastify's reply (SSE, socket errors). */
export const RAW_SECURITY_HEADERS = { ...BASE_SECURITY_HEADERS, 'content-security-policy': LOCKED_CSP } as const;

function sha256Sources(html: string, tag: 'script' | 'style'): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))) {
    sources.add(`'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

export interface HtmlPolicy {
  /** Who may frame the page: `'none'`, or the brand origins that embed it (a game). */
  readonly frameAncestors: string;
  /** Whether the page's script calls back to this server (fetch). */
  readonly connectSelf?: boolean;
  /** Where the page's forms post: `'self'` or `'none'`. */
  readonly formAction?: "'self'" | "'none'";
  /** Sandbox flags (`sandbox allow-scripts`): the page runs with an opaque origin. */
  readonly sandbox?: string;
}

/**
 * The policy of one HTML page: only its own inline <script> and <style> blocks run (by sha256; the
 * page has no other scripts or styles), nothing else loads but what `policy` names.
 */
export function htmlCsp(html: string, policy: HtmlPolicy): string {
  const scripts = sha256Sources(html, 'script');
  const styles = sha256Sources(html, 'style');
  return [
    "default-src 'none'",
    `script-src ${scripts.length === 0 ? "'none'" : scripts.join(' ')}`,
    `style-src ${styles.length === 0 ? "'none'" : styles.join(' ')}`,
    `connect-src ${policy.connectSelf === true ? "'self'" : "'none'"}`,
    "base-uri 'none'",
    `form-action ${policy.formAction ?? "'none'"}`,
    `frame-ancestors ${policy.frameAncestors}`,
    ...(policy.sandbox === undefined ? [] : [`sandbox ${policy.sandbox}`]),
  ].join('; ');
}

/** Sends one of our HTML pages with its policy; never cached (they carry sessions and orders). */
export function sendHtml(reply: FastifyReply, status: number, html: string, policy: HtmlPolicy): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', htmlCsp(html, policy))
    .send(html);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(BASE_SECURITY_HEADERS);
    // An HTML page sets its own policy (sendHtml); anything else allows nothing.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', LOCKED_CSP);
    return payload;
  });
}
