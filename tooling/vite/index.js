// The Vite config every brand app uses: one call in its vite.config.ts. It wires React (Oxc) and
// vanilla-extract, exposes the PERYA_* build-time env, writes the PWA manifest and the service
// worker, puts the Content-Security-Policy in the build (csp.js), and serves/previews on the brand's own port.
import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { writeFileSync } from 'node:fs';
import { HEADERS_FILE, peryaCsp, recomputeCsp } from './csp.js';
import { peryaPrerender } from './prerender.js';

export { peryaCsp } from './csp.js';
export { peryaPrerender } from './prerender.js';

/** Documented defaults of the build-time env (README of tooling/vite). */
export const ENV_DEFAULTS = {
  PERYA_API_BASE: 'http://127.0.0.1:4000',
  PERYA_GOOGLE_CLIENT_ID: '',
  /** Facebook app id: empty, no Facebook button and no Facebook origin in the policy. */
  PERYA_FACEBOOK_APP_ID: '',
  /** The Facebook JS SDK; `{locale}` becomes the player's language (en_US, tl_PH, ...). */
  PERYA_FACEBOOK_SDK_URL: 'https://connect.facebook.net/{locale}/sdk.js',
  /**
   * The Android wrapper's JavaScript interface object on `window` (spec §7 native bridge; the spec
   * does not name it, this is ours). Read by the app (packages/shell/src/brand/env.ts) and by the
   * static first screen's gate script (prerender.js), both from this one value.
   */
  PERYA_BRIDGE_NAME: 'android',
};

/** A bridge name is a property of `window` the wrapper sets: a JavaScript identifier. */
const BRIDGE_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

/**
 * PERYA_BRIDGE_NAME, or the default; anything but an identifier stops the build (it is written
 * into the page's inline script and looked up on `window`).
 * @param {string | undefined} value
 */
export function bridgeNameOf(value) {
  const name = value || ENV_DEFAULTS.PERYA_BRIDGE_NAME;
  if (!BRIDGE_NAME.test(name)) {
    throw new Error(`PERYA_BRIDGE_NAME must be a JavaScript identifier (the wrapper's object on window), not ${JSON.stringify(name)}`);
  }
  return name;
}

/**
 * @typedef {object} BrandMeta
 * @property {string} id          folder name of the brand
 * @property {string} title       the brand's one name (<title>, manifest name and short_name)
 * @property {string} themeColor
 * @property {string} backgroundColor
 * @property {number} port        `pnpm start` / `vite preview` port of this brand
 * @property {string} appCode     default app code when PERYA_APP_CODE is unset
 */

/** The web app manifest of a brand (installable PWA: name, icons 192/512, standalone). */
export function manifestOf(meta) {
  return {
    id: `./?brand=${meta.id}`,
    name: meta.title,
    short_name: meta.title,
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: meta.themeColor,
    background_color: meta.backgroundColor,
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * PWA plugin: emits manifest.webmanifest, builds the shell's service worker to /sw.js with the
 * list of built files to precache, and fills the <html> placeholders (%PERYA_*%).
 * @param {string} root  the app's folder
 * @param {BrandMeta} meta
 * @param {Record<string, string>} env
 */
export function peryaPwa(root, meta, env) {
  // The service worker's source ships with the shell the app depends on (src/pwa/sw.ts).
  const shellEntry = createRequire(path.join(root, 'package.json')).resolve('@perya/shell');
  const swEntry = path.join(path.dirname(shellEntry), 'pwa', 'sw.ts');
  let isBuild = false;
  return {
    name: 'perya-pwa',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transformIndexHtml(html) {
      return html
        .replaceAll('%PERYA_TITLE%', meta.title)
        .replaceAll('%PERYA_THEME_COLOR%', meta.themeColor)
        .replaceAll('%PERYA_BACKGROUND%', meta.backgroundColor);
    },
    buildStart() {
      if (!isBuild) return;
      this.emitFile({ type: 'chunk', id: swEntry, fileName: 'sw.js' });
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(manifestOf(meta), null, 2) });
    },
    generateBundle(_options, bundle) {
      const sw = bundle['sw.js'];
      if (!sw || sw.type !== 'chunk') return;
      const files = Object.keys(bundle)
        .filter((f) => f !== 'sw.js' && !f.endsWith('.map') && !f.startsWith('.vite/'))
        .map((f) => `./${f}`);
      const precache = ['./', ...files, './icons/icon-192.png', './icons/icon-512.png'];
      const cacheName = `perya-${meta.id}-${hash(files.sort().join('|'))}`;
      sw.code = sw.code
        .replaceAll('__PERYA_PRECACHE__', JSON.stringify(precache))
        .replaceAll('__PERYA_CACHE_NAME__', JSON.stringify(cacheName))
        .replaceAll('__PERYA_API_BASE__', JSON.stringify(env.PERYA_API_BASE));
    },
  };
}

function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** A Facebook app id is its number (or `sandbox`, the reference server's offline Facebook); else the build stops. */
function facebookAppIdOf(value) {
  const id = (value ?? ENV_DEFAULTS.PERYA_FACEBOOK_APP_ID).trim();
  if (id !== '' && id !== 'sandbox' && !/^\d{1,32}$/.test(id)) {
    throw new Error(`PERYA_FACEBOOK_APP_ID must be the Facebook app's numeric id (or 'sandbox'), not ${JSON.stringify(id)}`);
  }
  return id;
}

/** The SDK URL: https (http only on this machine, for the sandbox), `{locale}` allowed in its path. */
function facebookSdkUrlOf(value) {
  const url = (value || ENV_DEFAULTS.PERYA_FACEBOOK_SDK_URL).trim();
  let parsed;
  try {
    parsed = new URL(url.replaceAll('{locale}', 'en_US'));
  } catch {
    parsed = undefined;
  }
  const local = parsed !== undefined && ['127.0.0.1', 'localhost'].includes(parsed.hostname);
  if (parsed === undefined || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local))) {
    throw new Error(`PERYA_FACEBOOK_SDK_URL must be an https URL of the Facebook JS SDK, not ${JSON.stringify(url)}`);
  }
  return url;
}

/** Build-time env: process env over the documented defaults; the app code defaults per brand. */
export function brandEnv(meta, source = process.env) {
  return {
    PERYA_API_BASE: source.PERYA_API_BASE || ENV_DEFAULTS.PERYA_API_BASE,
    PERYA_GOOGLE_CLIENT_ID: source.PERYA_GOOGLE_CLIENT_ID ?? ENV_DEFAULTS.PERYA_GOOGLE_CLIENT_ID,
    PERYA_FACEBOOK_APP_ID: facebookAppIdOf(source.PERYA_FACEBOOK_APP_ID),
    PERYA_FACEBOOK_SDK_URL: facebookSdkUrlOf(source.PERYA_FACEBOOK_SDK_URL),
    PERYA_APP_CODE: source.PERYA_APP_CODE || meta.appCode,
    PERYA_BRIDGE_NAME: bridgeNameOf(source.PERYA_BRIDGE_NAME),
  };
}

/**
 * Modules of the one shared first-load chunk: everything the page's entry loads statically, but
 * not the entry module itself (the page's script stays its own chunk) nor the service worker's.
 * @param {string} id
 */
export function inFirstLoadChunk(id) {
  return !/[\\/]src[\\/]main\.tsx$/.test(id) && !/[\\/]pwa[\\/]sw(Policy)?\.ts$/.test(id);
}

/**
 * react-router's package exports only its development build (warnings for developers kept in);
 * the production build next to it differs by that flag alone (`ENABLE_DEV_WARNINGS`). A build
 * takes the production one (about -0.5 KB gzip of first load); `vite dev` keeps the warnings.
 * @param {string} root  the app's folder
 */
export function reactRouterProduction(root) {
  const shell = createRequire(path.join(root, 'package.json')).resolve('@perya/shell');
  const dom = createRequire(shell).resolve('react-router-dom/package.json');
  const router = path.dirname(createRequire(dom).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(router, 'dist', 'production', 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(router, 'dist', 'production', 'dom-export.mjs') },
  ];
}

/**
 * Modules of the first-load `react` chunk: React, React DOM and the scheduler. Apart from the rest
 * of the first load, the browser compiles two scripts instead of one; under a trace (Lighthouse's)
 * V8 re-parses a running script for source positions, and the smaller scripts cut that work in the
 * entry's task by about half (README of tooling/vite, "First-load tasks"). Costs 0.9 KB gzip (with
 * the 0.4 KB chunk of Rolldown's runtime helpers the two chunks then share).
 * @param {string} id
 */
export function inReactChunk(id) {
  return /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);
}

/**
 * @param {string} root  the app's folder (import.meta.dirname of its vite.config.ts)
 * @param {BrandMeta} meta
 */
export function defineBrandViteConfig(root, meta) {
  const env = brandEnv(meta);
  return defineConfig({
    root,
    base: './',
    plugins: [
      react(),
      vanillaExtractPlugin(),
      peryaPwa(root, meta, env),
      peryaCsp(env),
      { name: 'perya-react-router-production', apply: 'build', config: () => ({ resolve: { alias: reactRouterProduction(root) } }) },
      // The static first screen in index.html, then its policy computed again (prerender.js).
      peryaPrerender({
        apiBase: env.PERYA_API_BASE,
        bridgeName: env.PERYA_BRIDGE_NAME,
        finish(html, outDir) {
          const { html: page, headers } = recomputeCsp(html, env);
          writeFileSync(path.join(outDir, HEADERS_FILE), headers);
          return page;
        },
      }),
    ],
    define: {
      'import.meta.env.PERYA_API_BASE': JSON.stringify(env.PERYA_API_BASE),
      'import.meta.env.PERYA_GOOGLE_CLIENT_ID': JSON.stringify(env.PERYA_GOOGLE_CLIENT_ID),
      'import.meta.env.PERYA_FACEBOOK_APP_ID': JSON.stringify(env.PERYA_FACEBOOK_APP_ID),
      // No app id, no SDK: the URL is not carried into the first load then.
      'import.meta.env.PERYA_FACEBOOK_SDK_URL': JSON.stringify(env.PERYA_FACEBOOK_APP_ID ? env.PERYA_FACEBOOK_SDK_URL : ''),
      'import.meta.env.PERYA_APP_CODE': JSON.stringify(env.PERYA_APP_CODE),
      'import.meta.env.PERYA_BRIDGE_NAME': JSON.stringify(env.PERYA_BRIDGE_NAME),
    },
    server: { port: meta.port, strictPort: true, host: '127.0.0.1' },
    preview: { port: meta.port, strictPort: true, host: '127.0.0.1' },
    build: {
      // ES2022 syntax as written (class fields and private members stay native: lowering them to
      // WeakMap helpers cost 1.3 KB gzip of first load and a lookup per access). README: browsers.
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      outDir: process.env.PERYA_OUT_DIR || 'dist',
      emptyOutDir: true,
      // The vanilla-extract plugin's time is expected; its timing notice only adds noise to logs.
      rolldownOptions: {
        checks: { bundlerTimings: false },
        output: {
          codeSplitting: {
            groups: [
              // React (react, react-dom, scheduler) in a chunk of its own, first: see reactChunk.
              { name: 'react', test: inReactChunk },
              { name: 'app', tags: ['$initial'], test: inFirstLoadChunk },
              // The home page and what it imports: one chunk, loaded with the first screen.
              { name: 'home', test: /[\\/]pages[\\/]home[\\/]/ },
            ],
          },
        },
      },
    },
  });
}

export default defineBrandViteConfig;
