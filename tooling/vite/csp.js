// The Content-Security-Policy of a brand build (issue 11 item 8). The build puts it in
// dist/index.html as a <meta http-equiv> (computed from the final HTML: the sha256 of every inline
// <script> and <style>) and writes dist/_headers with the same policy plus frame-ancestors, nosniff
// and the referrer policy for the operator's web server; `pnpm start` (vite preview) sends those
// headers itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the operator's web server reads the response headers from (Netlify/Cloudflare format). */
export const HEADERS_FILE = '_headers';

const ORIGIN = /^https?:\/\/[^/\s'";,]+$/;

/**
 * A list of origins from the environment (space- or comma-separated); throws naming the variable.
 * @param {string} name
 * @param {string | undefined} raw
 * @returns {string[]}
 */
export function originList(name, raw) {
  const list = (raw ?? '').split(/[\s,]+/).filter((o) => o !== '');
  for (const origin of list) {
    if (!ORIGIN.test(origin)) throw new Error(`${name} entries must be origins like https://games.example (no path), got '${origin}'`);
  }
  return list;
}

/**
 * frame-ancestors from PERYA_FRAME_ANCESTORS: `'none'` (default), `'self'` or origins.
 * @param {string | undefined} raw
 */
export function frameAncestors(raw) {
  const value = (raw ?? '').trim();
  if (value === '' || value === "'none'" || value === 'none') return "'none'";
  const list = value.split(/[\s,]+/).filter((o) => o !== '');
  for (const entry of list) {
    if (entry !== "'self'" && !ORIGIN.test(entry)) {
      throw new Error(`PERYA_FRAME_ANCESTORS must be 'none', 'self' or origins like https://portal.example, got '${entry}'`);
    }
  }
  return list.join(' ');
}

/**
 * The sources the app needs besides its own files, from the build-time env.
 * @param {Record<string, string | undefined>} source  the environment
 * @param {string} apiBase  PERYA_API_BASE
 * @param {string} googleClientId  PERYA_GOOGLE_CLIENT_ID ('' = no Google sign-in)
 * @param {{ appId: string, sdkUrl: string }} [facebook]  PERYA_FACEBOOK_APP_ID ('' = no Facebook login) and PERYA_FACEBOOK_SDK_URL
 */
export function cspSources(source, apiBase, googleClientId, facebook = { appId: '', sdkUrl: '' }) {
  let api;
  try {
    api = new URL(apiBase).origin;
  } catch {
    throw new Error(`PERYA_API_BASE must be an http(s) URL, got '${apiBase}'`);
  }
  const google = googleClientId === '' ? [] : ['https://accounts.google.com/gsi/'];
  return {
    api,
    google,
    facebook: facebookSources(facebook),
    frame: originList('PERYA_CSP_FRAME_SRC', source.PERYA_CSP_FRAME_SRC),
    img: originList('PERYA_CSP_IMG_SRC', source.PERYA_CSP_IMG_SRC),
    media: originList('PERYA_CSP_MEDIA_SRC', source.PERYA_CSP_MEDIA_SRC),
  };
}

/** Where Facebook Login's popup and its cross-domain frames and calls live (the real SDK only). */
export const FACEBOOK_ORIGINS = { frame: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'], connect: ['https://graph.facebook.com', 'https://www.facebook.com'] };

/**
 * The policy's Facebook sources: none without an app id; the SDK's origin for scripts; with the
 * real SDK (connect.facebook.net) also Facebook's frames and calls. A sandbox SDK on the API server
 * needs nothing else (its calls go to the API base, already allowed).
 * @param {{ appId: string, sdkUrl: string }} facebook
 * @returns {{ script: string[], frame: string[], connect: string[] }}
 */
export function facebookSources(facebook) {
  if (facebook.appId === '') return { script: [], frame: [], connect: [] };
  const origin = new URL(facebook.sdkUrl.replaceAll('{locale}', 'en_US')).origin;
  const real = origin === 'https://connect.facebook.net';
  return { script: [origin], frame: real ? FACEBOOK_ORIGINS.frame : [], connect: real ? FACEBOOK_ORIGINS.connect : [] };
}

/**
 * sha256 sources of the inline blocks of one tag (a <script src> has no inline text and no hash).
 * @param {string} html
 * @param {'script' | 'style'} tag
 * @returns {string[]}
 */
export function inlineHashes(html, tag) {
  const hashes = new Set();
  for (const match of html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi'))) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (tag === 'script' && /\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Refuses what a hash cannot allow: inline event handlers and style attributes in the page.
 * @param {string} html
 */
export function assertNoInlineAttributes(html) {
  const found = /<[a-z][^>]*\s(on[a-z]+|style)\s*=/i.exec(html);
  if (found) throw new Error(`index.html has an inline ${found[1]}= attribute; the CSP allows none (move it to a file)`);
}

/**
 * The policy of a built index.html (what a <meta> can carry: no frame-ancestors).
 * @param {string} html  the final HTML
 * @param {ReturnType<typeof cspSources>} sources
 */
export function brandCsp(html, sources) {
  const { api, google, facebook, frame, img, media } = sources;
  const join = (/** @type {string[]} */ list) => [...new Set(list)].join(' ');
  return [
    "default-src 'none'",
    `script-src ${join(["'self'", ...inlineHashes(html, 'script'), ...google, ...facebook.script])}`,
    `style-src ${join(["'self'", ...inlineHashes(html, 'style'), ...google])}`,
    `img-src ${join(["'self'", 'data:', 'blob:', api, ...img])}`,
    "font-src 'self' data:",
    // The x2 API, its SSE stream (/x2/og/stream) and Google's sign-in calls; the sabong stream's
    // origins too, where hls.js fetches the playlist and segments (browsers without native HLS).
    `connect-src ${join(["'self'", api, ...media, ...google, ...facebook.connect])}`,
    // Game launch pages: the sandbox provider on the API server, real providers' origins.
    `frame-src ${join([api, ...frame, ...google, ...facebook.frame])}`,
    // Sabong's live video: the sandbox's looping clip on the API server, the operator's stream origins.
    `media-src ${join(["'self'", 'blob:', api, ...media])}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The response headers of every file of the build (dist/_headers and `pnpm start`).
 * @param {string} policy  brandCsp(...)
 * @param {string} ancestors  frameAncestors(...)
 * @returns {Record<string, string>}
 */
export function brandHeaders(policy, ancestors) {
  return {
    'Content-Security-Policy': `${policy}; frame-ancestors ${ancestors}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...(ancestors === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}

/**
 * dist/_headers: one rule for every path.
 * @param {Record<string, string>} headers
 */
export function headersFile(headers) {
  return `/*\n${Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`;
}

/**
 * The headers of a build's _headers file.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseHeadersFile(text) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]] = match[2];
  }
  return headers;
}

/**
 * Puts the policy into the HTML as its first <head> element after the charset.
 * @param {string} html
 * @param {string} policy
 */
export function withCspMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}\n    ${meta}`);
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`);
}

/** The <meta> policy withCspMeta puts in a page. */
const CSP_META = /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/**
 * The policy of a final index.html, computed again after a later step changed it (prerender.js):
 * the page with its <meta> policy replaced, and the _headers file to write next to it.
 * @param {string} html  the page, with or without a <meta> policy
 * @param {Record<string, string>} env  brandEnv(...)
 * @param {Record<string, string | undefined>} [source]  the environment
 */
export function recomputeCsp(html, env, source = process.env) {
  const bare = html.replace(CSP_META, '');
  assertNoInlineAttributes(bare);
  const policy = brandCsp(bare, cspSources(source, env.PERYA_API_BASE, env.PERYA_GOOGLE_CLIENT_ID, { appId: env.PERYA_FACEBOOK_APP_ID ?? '', sdkUrl: env.PERYA_FACEBOOK_SDK_URL ?? '' }));
  return { html: withCspMeta(bare, policy), headers: headersFile(brandHeaders(policy, frameAncestors(source.PERYA_FRAME_ANCESTORS))) };
}

/**
 * The Vite plugin: on build, the <meta> policy in index.html and dist/_headers; on `vite preview`,
 * the headers of dist/_headers on every response (frame-ancestors from PERYA_FRAME_ANCESTORS at
 * start when set).
 * @param {Record<string, string>} env  brandEnv(...)
 * @param {Record<string, string | undefined>} [source]  the environment
 * @returns {import('vite').Plugin}
 */
export function peryaCsp(env, source = process.env) {
  return {
    name: 'perya-csp',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = String(page.source);
      assertNoInlineAttributes(html);
      const policy = brandCsp(html, cspSources(source, env.PERYA_API_BASE, env.PERYA_GOOGLE_CLIENT_ID, { appId: env.PERYA_FACEBOOK_APP_ID ?? '', sdkUrl: env.PERYA_FACEBOOK_SDK_URL ?? '' }));
      page.source = withCspMeta(html, policy);
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(brandHeaders(policy, frameAncestors(source.PERYA_FRAME_ANCESTORS))) });
    },
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, HEADERS_FILE);
      if (!existsSync(file)) throw new Error(`${file} is missing: build the app first (pnpm build), so it is served with its Content-Security-Policy`);
      const headers = parseHeadersFile(readFileSync(file, 'utf8'));
      const csp = headers['Content-Security-Policy'];
      if (source.PERYA_FRAME_ANCESTORS !== undefined && csp !== undefined) {
        const ancestors = frameAncestors(source.PERYA_FRAME_ANCESTORS);
        Object.assign(headers, brandHeaders(csp.replace(/;\s*frame-ancestors [^;]*$/, ''), ancestors));
        if (ancestors !== "'none'") delete headers['X-Frame-Options'];
      }
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
