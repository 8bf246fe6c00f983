// The static first screen of a brand build (issue 13 item 1). After `vite build` writes dist, the
// built app is opened once in Debian's chromium (375 × 812, empty storage, the API blocked: the
// first screen needs nothing from it) and the markup React draws for a first visit (the welcome
// guide) is written into dist/index.html's #root, with the built stylesheet's own classes. The
// browser then paints the first screen from the HTML, before any script runs; React's first render
// draws the same markup in its place (createRoot replaces it), so nothing moves and no larger
// element paints later.
//
// The static screen is only right for a first visit to home: a small inline script in <head>
// shows it when the welcome guide will open (no `welcomeSeen`, no other stored language, the home
// route, no Android bridge) and sets the root font size (spec §9) before the first paint. Every
// other start paints the brand background until React renders, as before.
// PERYA_PRERENDER=0 builds without it (the app works the same, its first paint comes later).
//
// A returning visit to home (issue 25 item 1) paints the home as the app last drew it on this
// device: the shell keeps a cleaned copy of the home's markup (packages/shell/src/startup/
// homeSnapshot.ts: public offers and games only, the balance blanked, popups and private notices
// left out), stamped with this build's entry URL, the session kind (guest or player) and the stored
// language. The gate uses it only when all three still hold: it adds the snapshot's lazy
// stylesheets (render-blocking, as the first screen's own), and a second inline script right after
// #root puts the markup in before the first paint. React's first render replaces it as it replaces
// the first visit's screen, with the same markup where its data is the same.
/* global document -- page.evaluate runs in the browser */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS } from '@perya/playwright-config/chromium';

/** Class on <html> while the static first screen applies; the wrapper of the captured markup. */
export const SHELL_ON_CLASS = 'perya-shell';
export const SHELL_WRAPPER_CLASS = 'perya-static-shell';
/** window property where the gate keeps taps on the static screen's buttons (their indexes). */
export const STATIC_TAPS_GLOBAL = '__peryaStaticTaps';
/** window property holding the build's entry URL: the stamp of a home snapshot (homeSnapshot.ts). */
export const ENTRY_GLOBAL = '__peryaEntry';
/** localStorage key of the home snapshot (packages/shell/src/startup/homeSnapshot.ts HOME_SNAPSHOT_KEY). */
export const HOME_SNAPSHOT_KEY = 'homeSnapshot';
/** window property where the gate leaves the snapshot's markup for the script after #root. */
export const HOME_SNAPSHOT_GLOBAL = '__peryaHomeSnapshot';

/**
 * The inline script right after #root: the remembered home's markup, when the gate accepted it. Its
 * first element is marked `data-static-home` until React's first render replaces it.
 */
export const SNAPSHOT_FILL_SCRIPT =
  `(function(){var h=window.${HOME_SNAPSHOT_GLOBAL},r=document.getElementById('root');if(typeof h==='string'&&r){r.innerHTML=h;if(r.firstElementChild)r.firstElementChild.setAttribute('data-static-home','')}})();`;

/**
 * The inline <head> script: the root font size of spec §9 (16 px per 375 px of the shorter side, as
 * @perya/ui's applyRootFontSize) and, on a first visit to home in the brand's default language (no
 * `welcomeSeen`, no stored `applang`, no session `token`: the guide is for guests, no Android
 * bridge whose storage a page script cannot read),
 * the class that shows the static first screen. One line; the CSP allows it by its hash.
 * When `entry` is given, it also starts the app's entry script after the first paint, with a
 * `modulepreload` for each chunk the entry imports (`preload`), so they download beside it.
 * @param {{ bridgeName: string, entry?: string, preload?: readonly string[] }} options
 */
export function shellGateScript({ bridgeName, entry, preload = [] }) {
  return (
    '(function(){var d=document.documentElement,w=window,s=Math.min(w.innerWidth,w.innerHeight);' +
    (entry === undefined
      ? ''
      : "var pend=0,later=null,start=function(){" +
        (preload.length === 0
          ? ''
          : `${JSON.stringify(preload)}.forEach(function(h){var p=document.createElement('link');p.rel='modulepreload';p.crossOrigin='';p.href=h;document.head.appendChild(p)});`) +
        `var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(entry)};document.head.appendChild(e)};` +
        // After the first paint; with a remembered home, once the browser reports its first paint
        // (a paint timing entry comes after the frame is on screen; a second at most), so that the
        // home's paint does not share the network or the main thread with the app's scripts.
        "document.addEventListener('DOMContentLoaded',function(){var f=function(){w.requestAnimationFrame(function(){w.setTimeout(start,0)})};" +
        "if(pend>0)later=function(){var o,done=false,go=function(){if(!done){done=true;if(o)o.disconnect();w.setTimeout(start,0)}};" +
        "try{o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()});o.observe({type:'paint',buffered:true})}catch(e){}w.setTimeout(go,1000)};" +
        'else f()});') +
    "if(s>0)d.style.fontSize=16*s/375+'px';" +
    (entry === undefined ? '' : `w.${ENTRY_GLOBAL}=${JSON.stringify(entry)};`) +
    `try{if(w[${JSON.stringify(bridgeName)}])return;var l=w.localStorage,home=(w.location.hash.replace(/^#/,'').split('?')[0]||'/')==='/';` +
    "if(l.getItem('welcomeSeen')!=='1'&&l.getItem('applang')===null&&!l.getItem('token')&&home){" +
    `d.classList.add(${JSON.stringify(SHELL_ON_CLASS)});` +
    // A tap on the static screen's buttons before React takes over has no handler yet: it is kept
    // (the button's index) for the welcome guide to replay (packages/shell/src/startup/firstScreen.ts).
    `w.${STATIC_TAPS_GLOBAL}=[];document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest(${JSON.stringify(`.${SHELL_WRAPPER_CLASS} button`)});` +
    `if(b)w.${STATIC_TAPS_GLOBAL}.push(Array.prototype.indexOf.call(document.querySelectorAll(${JSON.stringify(`.${SHELL_WRAPPER_CLASS} button`)}),b))},true)}` +
    // A returning visit to home: the remembered home of this build, session kind and language.
    (entry === undefined
      ? ''
      : `else if(home){var n=JSON.parse(l.getItem(${JSON.stringify(HOME_SNAPSHOT_KEY)})||'null');` +
        `if(n&&n.entry===w.${ENTRY_GLOBAL}&&n.player===!!l.getItem('token')&&n.lang===l.getItem('applang')&&typeof n.html==='string'&&Array.isArray(n.css)){` +
        "n.css.forEach(function(h){var k=document.createElement('link');k.rel='stylesheet';k.crossOrigin='';k.setAttribute('blocking','render');k.href=h;" +
        "pend++;k.onload=k.onerror=function(){if(--pend===0&&later){var g=later;later=null;g()}};document.head.appendChild(k)});" +
        `w.${HOME_SNAPSHOT_GLOBAL}=n.html}}`) +
    '}catch(e){}})();'
  );
}

/** The rule that shows the captured markup only while the gate allows it. */
export const SHELL_CSS = `.${SHELL_WRAPPER_CLASS}{display:none}html.${SHELL_ON_CLASS} .${SHELL_WRAPPER_CLASS}{display:contents}`;

/**
 * Cleans the captured #root markup: no open popups (start-up's overlays are not part of the first
 * screen), no inline style attributes or handlers (the CSP allows none in the page).
 * @param {string} markup
 */
export function cleanMarkup(markup) {
  return markup
    .replace(/\s(style|on[a-z]+)="[^"]*"/gi, '')
    .replace(/\s+/g, (space) => (space.includes('\n') ? '\n' : space));
}

/**
 * Puts the static first screen into a built index.html: the gate script and rule in <head>, the
 * markup in #root.
 * @param {string} html
 * @param {string} markup  cleaned #root markup
 * @param {{ bridgeName: string, readAsset?: (href: string) => string | undefined }} options  readAsset: a built file's text by its href (stylesheets are inlined)
 */
export function withStaticShell(html, markup, options) {
  if (!/<div id="root"><\/div>/.test(html)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  // The app's entry is fetched and run after the first paint, started by the gate script once the
  // static screen is on the glass. With the stylesheet inline the page paints as soon as its HTML
  // is in, so this costs the entry a few milliseconds; fetched earlier, its download would sit in
  // front of the first paint in Lighthouse's simulation.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender: index.html has no <script type="module" crossorigin src> entry');
  // The chunks the entry imports (Vite's modulepreload links) go with it, for the same reason.
  const preload = [];
  html = html.replace(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g, (_tag, href) => {
    preload.push(href);
    return '';
  });
  // The gate goes where the entry was: before the stylesheet, so it runs first.
  const gate = `<script>${shellGateScript({ bridgeName: options.bridgeName, entry: entry[1], preload })}</script>\n    <style>${SHELL_CSS}</style>`;
  html = html.replace(entry[0], () => gate);
  // The first screen's stylesheet in the page (no round trip before the first paint); one with
  // url() references keeps its link (they would resolve against the page instead of assets/).
  // Its link stays, disabled (never fetched): Vite's loader of lazy chunks, which lists the entry's
  // stylesheet among their dependencies, finds it there and does not fetch the same rules again.
  html = html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (tag, href) => {
    const css = options.readAsset?.(href);
    if (css === undefined || /url\(/i.test(css) || /<\/style/i.test(css)) return tag;
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
  return html.replace('<div id="root"></div>', () => `<div id="root"><div class="${SHELL_WRAPPER_CLASS}">${markup}</div></div><script>${SNAPSHOT_FILL_SCRIPT}</script>`);
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.webmanifest': 'application/manifest+json' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) file = dir;
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Where Debian's chromium is, or the one CHROMIUM_PATH / CHROME_PATH names.
 * @param {Record<string, string | undefined>} env
 */
export function chromiumPath(env) {
  return env.CHROMIUM_PATH || env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * Opens the built app and returns the #root markup of its first screen (the welcome guide).
 * @param {string} distDir
 * @param {string} apiBase  requests there are refused: the first screen must not need the API
 */
export async function captureFirstScreen(distDir, apiBase) {
  const { chromium } = await import('playwright-core');
  const executablePath = chromiumPath(process.env);
  if (!existsSync(executablePath)) {
    throw new Error(`prerender: no chromium at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH; PERYA_PRERENDER=0 builds without the static first screen)`);
  }
  const server = await serve(path.resolve(distDir));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const apiOrigin = new URL(apiBase).origin;
    await page.route((url) => url.origin === apiOrigin, (route) => route.abort());
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    try {
      await page.locator('[data-page="welcome"]').waitFor({ state: 'visible', timeout: 20_000 });
    } catch (error) {
      throw new Error(`prerender: the first screen (welcome guide) did not show: ${errors.join('; ') || (error instanceof Error ? error.message : error)}`);
    }
    return await page.evaluate(() => {
      const root = document.getElementById('root');
      if (!root) throw new Error('no #root');
      const copy = /** @type {HTMLElement} */ (root.cloneNode(true));
      for (const popup of copy.querySelectorAll('[data-popup]')) popup.remove();
      // Drawn art whose paints load with its page's lazy chunk (the welcome guide's pictures) is
      // left out: its frame, sized by the first-load stylesheet, shows its placeholder until the
      // app draws it.
      for (const art of copy.querySelectorAll('[data-static-omit]')) art.remove();
      return copy.innerHTML;
    });
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * The Vite plugin: after the build is written, the static first screen goes into index.html, then
 * `finish(html)` recomputes what depends on the final HTML (the CSP of csp.js).
 * @param {{ apiBase: string, bridgeName: string, finish(html: string, outDir: string): string }} options
 * @param {Record<string, string | undefined>} [source]  the environment
 * @returns {import('vite').Plugin}
 */
export function peryaPrerender(options, source = process.env) {
  let outDir = 'dist';
  return {
    name: 'perya-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (source.PERYA_PRERENDER === '0') return;
      // A machine without chromium (a fresh one running `pnpm start`) still builds a working app:
      // only its first paint waits for the script. PERYA_PRERENDER=1 makes a missing chromium an
      // error (the benchmarks and CI, which measure the static screen, set it).
      if (source.PERYA_PRERENDER !== '1' && !existsSync(chromiumPath(source))) {
        this.warn(`no chromium at ${chromiumPath(source)}: built without the static first screen (apt-get install chromium, or set CHROMIUM_PATH)`);
        return;
      }
      const file = path.join(outDir, 'index.html');
      const markup = cleanMarkup(await captureFirstScreen(outDir, options.apiBase));
      const readAsset = (/** @type {string} */ href) => {
        const asset = path.resolve(outDir, href);
        return asset.startsWith(outDir + path.sep) && existsSync(asset) ? readFileSync(asset, 'utf8') : undefined;
      };
      const html = withStaticShell(readFileSync(file, 'utf8'), markup, { ...options, readAsset });
      writeFileSync(file, options.finish(html, outDir));
    },
  };
}
