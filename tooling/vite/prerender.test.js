import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { recomputeCsp } from './csp.js';
import {
  cleanMarkup,
  ENTRY_GLOBAL,
  HOME_SNAPSHOT_GLOBAL,
  HOME_SNAPSHOT_KEY,
  SHELL_CSS,
  SHELL_ON_CLASS,
  SHELL_WRAPPER_CLASS,
  SNAPSHOT_FILL_SCRIPT,
  STATIC_TAPS_GLOBAL,
  shellGateScript,
  withStaticShell,
} from './prerender.js';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'" />
    <title>Perya</title>
    <style>html,body{background:#F4F6FB;margin:0}</style>
    <script type="module" crossorigin src="./assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="./assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const MARKUP = '<div class="t" data-theme="main"><main><p class="x">Try jump</p></main></div>';
const CSS = '.t{color:red}.x{font-size:1.25rem}';

/** Runs the gate script against a fake page; returns what it did. */
function gate(script, { storage = {}, hash = '', bridge = false, width = 412, height = 823, buttons = [], timers = 'at once', paints = undefined } = {}) {
  const classes = new Set();
  const listeners = {};
  const appended = [];
  const documentElement = { style: { fontSize: '' }, classList: { add: (c) => classes.add(c) } };
  const document = {
    documentElement,
    head: { appendChild: (el) => appended.push(el) },
    createElement: () => Object.create({ setAttribute(name, value) { this[name] = value; } }),
    addEventListener: (type, fn) => (listeners[type] = fn),
    querySelectorAll: () => buttons,
  };
  const window = {
    innerWidth: width,
    innerHeight: height,
    localStorage: { getItem: (k) => (k in storage ? storage[k] : null) },
    location: { hash },
    requestAnimationFrame: (fn) => fn(),
    // 'at once' runs every timer as it is set; 'held' keeps them (run them with runTimers).
    setTimeout: (fn, ms = 0) => (timers === 'at once' ? fn() : held.push({ fn, ms })),
    ...(bridge ? { android: {} } : {}),
  };
  const held = [];
  // The browser's paint timing: `paints.report()` delivers first-contentful-paint to the gate's observer.
  const context = { window, document };
  if (paints) {
    context.PerformanceObserver = class {
      constructor(callback) {
        paints.report = () => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) });
      }
      observe(options) {
        paints.observed = options;
      }
      disconnect() {
        paints.disconnected = true;
      }
    };
  }
  runInNewContext(script, context);
  listeners.DOMContentLoaded?.();
  /** A tap on `target` (an element of the page, or of `buttons`) as the document's listener sees it. */
  const tap = (target) => listeners.click?.({ target });
  /** Runs the timers set so far that wait at most `upTo` ms. */
  const runTimers = (upTo = Infinity) => {
    const due = held.filter((t) => t.ms <= upTo);
    held.splice(0, held.length, ...held.filter((t) => t.ms > upTo));
    for (const t of due) t.fn();
  };
  return { shown: classes.has(SHELL_ON_CLASS), fontSize: documentElement.style.fontSize, appended, tap, taps: window[STATIC_TAPS_GLOBAL], window, runTimers };
}

describe('static first screen', () => {
  const page = withStaticShell(BUILT, MARKUP, { bridgeName: 'android', readAsset: (href) => (href === './assets/index-abc.css' ? CSS : undefined) });

  it("moves the entry's modulepreload links into the gate, which adds them with the entry after the first paint", () => {
    expect(page).not.toContain('modulepreload" crossorigin href');
    expect(page).toContain(JSON.stringify(['./assets/react-abc.js']));
  });

  it('puts the captured markup in #root inside a wrapper the gate shows', () => {
    expect(page).toContain(`<div id="root"><div class="${SHELL_WRAPPER_CLASS}">${MARKUP}</div></div>`);
    expect(page).toContain(`<style>${SHELL_CSS}</style>`);
  });

  it('inlines the stylesheet and starts the entry from the gate script, not the parser', () => {
    expect(page).toContain(`<style>${CSS}</style>`);
    // Its link stays disabled (never fetched), for Vite's lazy-chunk loader to find.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="./assets/index-abc.css" disabled>');
    expect(page).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    expect(page).not.toContain('<script type="module"');
    const script = /<script>([^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain('./assets/index-abc.js');
    // The gate comes before anything that could hold the parser up.
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf(`<style>${CSS}`));
  });

  it('keeps a stylesheet link whose CSS has url() references', () => {
    const kept = withStaticShell(BUILT, MARKUP, { bridgeName: 'android', readAsset: () => '.a{background:url(./x.png)}' });
    expect(kept).toContain('<link rel="stylesheet" crossorigin href="./assets/index-abc.css">');
  });

  it('refuses a page without an empty #root or an entry script', () => {
    expect(() => withStaticShell(BUILT.replace('<div id="root"></div>', '<div id="app"></div>'), MARKUP, { bridgeName: 'android' })).toThrow(/#root|root/);
    expect(() => withStaticShell(BUILT.replace(/<script type="module"[^>]*><\/script>/, ''), MARKUP, { bridgeName: 'android' })).toThrow(/entry/);
  });

  it('the CSP computed again allows exactly the final inline blocks', () => {
    const { html, headers } = recomputeCsp(page, { PERYA_API_BASE: 'http://127.0.0.1:4000', PERYA_GOOGLE_CLIENT_ID: '' }, {});
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const script = /<script>([^<]*)<\/script>/.exec(page)?.[1] ?? '';
    const policy = /content="([^"]*)"/.exec(html.split('\n').find((l) => l.includes('Content-Security-Policy')) ?? '')?.[1] ?? '';
    expect(policy).toContain(sha(script));
    expect(policy).toContain(sha(CSS));
    expect(policy).toContain(sha(SHELL_CSS));
    expect(headers).toContain(sha(script));
  });

  it('the gate shows the screen on a first visit to home only, and always starts the app after the first paint', () => {
    const script = shellGateScript({ bridgeName: 'android', entry: './assets/index-abc.js' });
    const first = gate(script);
    expect(first.shown).toBe(true);
    expect(first.appended).toEqual([{ type: 'module', crossOrigin: '', src: './assets/index-abc.js' }]);
    const withChunks = gate(shellGateScript({ bridgeName: 'android', entry: './assets/index-abc.js', preload: ['./assets/react-abc.js'] }));
    expect(withChunks.appended).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: './assets/react-abc.js' },
      { type: 'module', crossOrigin: '', src: './assets/index-abc.js' },
    ]);
    expect(gate(script, { hash: '#/' }).shown).toBe(true);
    for (const other of [{ storage: { welcomeSeen: '1' } }, { storage: { applang: 'zh-CN' } }, { storage: { token: 'tok' } }, { hash: '#/wallet' }, { bridge: true }]) {
      const run = gate(script, other);
      expect(run.shown).toBe(false);
      expect(run.appended).toHaveLength(1);
    }
  });

  it("the gate keeps taps on the static screen's buttons (by index) for the app to replay, and nothing else", () => {
    const next = { closest: () => next };
    const skip = { closest: () => skip };
    const outside = { closest: () => null };
    const run = gate(shellGateScript({ bridgeName: 'android' }), { buttons: [next, skip] });
    run.tap(skip);
    run.tap(outside);
    run.tap(next);
    expect([...run.taps]).toEqual([1, 0]);
    expect(gate(shellGateScript({ bridgeName: 'android' }), { storage: { welcomeSeen: '1' } }).taps).toBeUndefined();
  });

  it('a returning visit to home gets the remembered home of this build, session kind and language, with its stylesheets (issue 25 item 1)', () => {
    const entry = './assets/index-abc.js';
    const script = shellGateScript({ bridgeName: 'android', entry });
    const snapshot = { entry, player: true, lang: null, css: ['http://x/assets/home-1.css'], html: '<main data-page="home">Welcome bonus</main>' };
    const storage = { welcomeSeen: '1', token: 'tok', [HOME_SNAPSHOT_KEY]: JSON.stringify(snapshot) };
    const run = gate(script, { storage });
    expect(run.window[ENTRY_GLOBAL]).toBe(entry);
    expect(run.window[HOME_SNAPSHOT_GLOBAL]).toBe(snapshot.html);
    expect(run.shown).toBe(false);
    // The stylesheet blocks the first paint as the page's own does; the app's entry waits for it
    // (here no paint timing: the one-second fallback, run at once by this fake).
    expect(run.appended[0]).toMatchObject({ rel: 'stylesheet', crossOrigin: '', blocking: 'render', href: 'http://x/assets/home-1.css' });
    expect(run.appended).toHaveLength(1);
    run.appended[0].onload();
    expect(run.appended.at(-1)).toEqual({ type: 'module', crossOrigin: '', src: entry });
    const refused = [
      { storage: { ...storage, [HOME_SNAPSHOT_KEY]: JSON.stringify({ ...snapshot, entry: './assets/index-old.js' }) } },
      { storage: { ...storage, token: undefined } },
      { storage: { ...storage, applang: 'zh-CN' } },
      { storage: { ...storage, [HOME_SNAPSHOT_KEY]: '{broken' } },
      { storage, hash: '#/wallet' },
      { storage, bridge: true },
    ];
    for (const other of refused) {
      const storageOf = Object.fromEntries(Object.entries(other.storage).filter(([, v]) => v !== undefined));
      const refusedRun = gate(script, { ...other, storage: storageOf });
      expect(refusedRun.window[HOME_SNAPSHOT_GLOBAL]).toBeUndefined();
      expect(refusedRun.appended).toHaveLength(1);
    }
  });

  it("a remembered home's first paint does not share the network with the app: the entry starts once the browser reports that paint, or a second later (issue 25 item 1)", () => {
    const entry = './assets/index-abc.js';
    const script = shellGateScript({ bridgeName: 'android', entry });
    const snapshot = { entry, player: false, lang: null, css: ['http://x/a.css', 'http://x/b.css'], html: '<main data-page="home">Hi</main>' };
    const storage = { welcomeSeen: '1', [HOME_SNAPSHOT_KEY]: JSON.stringify(snapshot) };
    const isEntry = (el) => el.type === 'module';
    const paints = {};
    const run = gate(script, { storage, timers: 'held', paints });
    run.appended[0].onload();
    run.runTimers();
    expect(run.appended.some(isEntry)).toBe(false);
    // Both stylesheets in (one failed: the page paints anyway), then the first paint reported.
    run.appended[1].onerror();
    expect(paints.observed).toEqual({ type: 'paint', buffered: true });
    run.runTimers(0);
    expect(run.appended.some(isEntry)).toBe(false);
    paints.report();
    run.runTimers(0);
    expect(run.appended.filter(isEntry)).toHaveLength(1);
    expect(paints.disconnected).toBe(true);
    // The fallback finds the entry started and does not start it again.
    run.runTimers();
    expect(run.appended.filter(isEntry)).toHaveLength(1);

    // No paint reported (a page in the background): the entry starts after the one-second fallback.
    const quiet = gate(script, { storage, timers: 'held', paints: {} });
    for (const link of quiet.appended) link.onload();
    quiet.runTimers(0);
    expect(quiet.appended.some(isEntry)).toBe(false);
    quiet.runTimers(1_000);
    quiet.runTimers(0);
    expect(quiet.appended.filter(isEntry)).toHaveLength(1);
  });

  it('the script after #root puts the accepted snapshot in, marked until React replaces it', () => {
    expect(page).toContain(`</div></div><script>${SNAPSHOT_FILL_SCRIPT}</script>`);
    const first = { setAttribute: (name, value) => (first[name] = value) };
    const root = { innerHTML: 'welcome', firstElementChild: first };
    runInNewContext(SNAPSHOT_FILL_SCRIPT, { window: { [HOME_SNAPSHOT_GLOBAL]: '<main>home</main>' }, document: { getElementById: () => root } });
    expect(root.innerHTML).toBe('<main>home</main>');
    expect(first['data-static-home']).toBe('');
    const untouched = { innerHTML: 'welcome', firstElementChild: null };
    runInNewContext(SNAPSHOT_FILL_SCRIPT, { window: {}, document: { getElementById: () => untouched } });
    expect(untouched.innerHTML).toBe('welcome');
  });

  it('the gate sets the root font size of spec §9 before the first paint', () => {
    const script = shellGateScript({ bridgeName: 'android' });
    expect(gate(script, { width: 375, height: 812 }).fontSize).toBe('16px');
    expect(gate(script, { width: 412, height: 823 }).fontSize).toBe(`${(16 * 412) / 375}px`);
    expect(gate(script, { width: 812, height: 375 }).fontSize).toBe('16px');
  });

  it('drops inline style attributes and handlers from the captured markup', () => {
    expect(cleanMarkup('<div style="width: 3px" onclick="x()" class="a">t</div>')).toBe('<div class="a">t</div>');
  });
});
