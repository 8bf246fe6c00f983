// Issue 25 item 1: a returning visit paints the home as this device last drew it, without the
// player's money, private notices, popups or anything the page's CSP would refuse.
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_SNAPSHOT_KEY, HOME_SNAPSHOT_MAX_CHARS, hasUsableSnapshot, readHomeSnapshot, saveHomeSnapshot, snapshotMarkup } from './homeSnapshot';

const ENTRY = './assets/index-abc.js';
const GUEST = { player: false, language: 'en-PH', defaultLanguage: 'en-PH' };
const PLAYER = { ...GUEST, player: true };

function page(body: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${body}</div>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  window.localStorage.clear();
});

describe('the home snapshot (issue 25 item 1)', () => {
  it('keeps the page as drawn, blanks the balance and leaves out popups, private notices and other kept-alive pages', () => {
    const root = page(
      '<div class="t" data-theme="main"><main data-scroll-container="">' +
        '<div data-keep-alive="/"><div data-page="home"><span data-testid="balance" data-snapshot="blank">₱1,234.00</span>' +
        '<div data-snapshot="omit">On a break until 1 Dec</div><p class="promo">Welcome bonus</p></div></div>' +
        '<div data-keep-alive="/lotto" class="hidden"><p>Lotto</p></div>' +
        '</main><div role="dialog" data-popup="login">Log in</div><div role="status" data-snapshot="empty"><p>Saved</p></div></div>',
    );
    const html = snapshotMarkup(root, () => ({ top: 0, bottom: 10, unbounded: false }), 1_000);
    expect(html).toContain('<p class="promo">Welcome bonus</p>');
    expect(html).toContain('data-snapshot="blank">…</span>');
    expect(html).not.toContain('1,234');
    expect(html).not.toContain('On a break');
    expect(html).not.toContain('Lotto');
    expect(html).not.toContain('Log in');
    expect(html).toContain('<div role="status" data-snapshot="empty"></div>');
  });

  it("drops what the page's CSP refuses or a static page cannot run: inline styles, handlers, scripts, frames, typed values", () => {
    const root = page('<div style="height: 3px" onclick="steal()" class="a"><input value="typed" autofocus><script>x()</script><iframe></iframe><canvas></canvas>t</div>');
    expect(snapshotMarkup(root, () => ({ top: 0, bottom: 10, unbounded: false }), 1_000)).toBe('<div class="a"><input>t</div>');
  });

  it('leaves out what lies more than the kept height down the page, looking only into what crosses the line', () => {
    const root = page('<header id="h"><b>Perya</b></header><div id="w"><ul id="u"><li id="a"><i>1</i></li><li id="b">2</li><li id="c">3</li></ul></div>');
    const at = (top: number, bottom: number) => ({ top, bottom, unbounded: false });
    // w: display: contents (no box of its own).
    const boxes: Record<string, { top: number; bottom: number; unbounded: boolean }> = { h: at(0, 50), w: { top: 0, bottom: 0, unbounded: true }, u: at(50, 2_400), a: at(50, 900), b: at(900, 1_700), c: at(1_700, 2_400) };
    const measured: string[] = [];
    const html = snapshotMarkup(root, (el) => (measured.push(el.id), boxes[el.id]!), 1_624);
    expect(html).toBe('<header id="h"><b>Perya</b></header><div id="w"><ul id="u"><li id="a"><i>1</i></li><li id="b">2</li></ul></div>');
    expect(measured).toEqual(['h', 'w', 'u', 'a', 'b', 'c']);
  });

  it("is stamped with the build, the session kind, the drawn language and the page's stylesheets, and read back by the same build only", () => {
    page('<p class="promo">Welcome bonus</p>');
    document.head.innerHTML =
      '<link rel="stylesheet" href="./assets/index-1.css" disabled><link rel="stylesheet" href="https://brand.example/assets/home-1.css"><link rel="manifest" href="./m.json">';
    window.localStorage.setItem('token', 'tok');
    saveHomeSnapshot(document, window.localStorage, ENTRY, PLAYER);
    const snapshot = readHomeSnapshot(window.localStorage, ENTRY);
    expect(snapshot).toEqual({ entry: ENTRY, player: true, lang: null, css: ['https://brand.example/assets/home-1.css'], html: '<p class="promo">Welcome bonus</p>' });
    expect(readHomeSnapshot(window.localStorage, './assets/index-new.js')).toBeUndefined();
    window.localStorage.setItem(HOME_SNAPSHOT_KEY, '{not json');
    expect(readHomeSnapshot(window.localStorage, ENTRY)).toBeUndefined();
  });

  it('is not taken while the stored language is not the one drawn (a language chosen a moment ago)', () => {
    page('<p>Welcome bonus</p>');
    window.localStorage.setItem('applang', 'zh-CN');
    saveHomeSnapshot(document, window.localStorage, ENTRY, GUEST);
    expect(window.localStorage.getItem(HOME_SNAPSHOT_KEY)).toBeNull();
    saveHomeSnapshot(document, window.localStorage, ENTRY, { ...GUEST, language: 'zh-CN' });
    expect(readHomeSnapshot(window.localStorage, ENTRY)?.lang).toBe('zh-CN');
  });

  it("is not taken while the stored session is not the one drawn: a player's home just signed out is no guest's home", () => {
    page('<button>Deposit</button>');
    saveHomeSnapshot(document, window.localStorage, ENTRY, PLAYER);
    expect(window.localStorage.getItem(HOME_SNAPSHOT_KEY)).toBeNull();
    window.localStorage.setItem('token', 'tok');
    saveHomeSnapshot(document, window.localStorage, ENTRY, GUEST);
    expect(window.localStorage.getItem(HOME_SNAPSHOT_KEY)).toBeNull();
  });

  it('is not taken while a part of the first screen is still loading: the last complete one stays', () => {
    page('<p class="promo">Welcome bonus</p><section data-testid="win-ticker"><p>Your big win could be next</p></section>');
    saveHomeSnapshot(document, window.localStorage, ENTRY, GUEST);
    const complete = window.localStorage.getItem(HOME_SNAPSHOT_KEY);
    expect(complete).toContain('Your big win could be next');
    page('<p class="promo">Welcome bonus</p><section data-testid="win-ticker"><p aria-busy="true"></p></section>');
    saveHomeSnapshot(document, window.localStorage, ENTRY, GUEST);
    expect(window.localStorage.getItem(HOME_SNAPSHOT_KEY)).toBe(complete);
    // A popup's busy overlay is no part of the page.
    page('<p class="promo">Welcome bonus</p><div data-popup="loading"><div aria-busy="true"></div></div>');
    saveHomeSnapshot(document, window.localStorage, ENTRY, GUEST);
    expect(readHomeSnapshot(window.localStorage, ENTRY)?.html).toBe('<p class="promo">Welcome bonus</p>');
  });

  it('is not kept when too large for the gate to read before the first paint, and an older one is removed', () => {
    page('<p>small</p>');
    saveHomeSnapshot(document, window.localStorage, ENTRY, GUEST);
    expect(readHomeSnapshot(window.localStorage, ENTRY)).toBeDefined();
    page(`<p>${'x'.repeat(HOME_SNAPSHOT_MAX_CHARS)}</p>`);
    saveHomeSnapshot(document, window.localStorage, ENTRY, GUEST);
    expect(window.localStorage.getItem(HOME_SNAPSHOT_KEY)).toBeNull();
  });

  it('counts as usable only for the build, session kind and stored language that took it: a returning visit with one takes the next when it is hidden', () => {
    page('<p>home</p>');
    expect(hasUsableSnapshot(window.localStorage, ENTRY)).toBe(false);
    saveHomeSnapshot(document, window.localStorage, ENTRY, GUEST);
    expect(hasUsableSnapshot(window.localStorage, ENTRY)).toBe(true);
    expect(hasUsableSnapshot(window.localStorage, './assets/index-new.js')).toBe(false);
    window.localStorage.setItem('token', 'tok');
    expect(hasUsableSnapshot(window.localStorage, ENTRY)).toBe(false);
    window.localStorage.removeItem('token');
    window.localStorage.setItem('applang', 'zh-CN');
    expect(hasUsableSnapshot(window.localStorage, ENTRY)).toBe(false);
  });
});
