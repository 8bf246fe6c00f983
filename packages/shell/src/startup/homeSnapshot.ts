// The home as this device last drew it, for the next visit's first paint (issue 25 item 1). A
// returning player's or guest's home used to paint nothing but the brand background until the app's
// scripts had run (Lighthouse: LCP 4.3-5.3 s, all of it render delay). Now, once the home has drawn
// its offers, a cleaned copy of its markup is kept in localStorage; the gate script of the build's
// index.html (tooling/vite/prerender.js) puts it on the glass before any script runs, and React's
// first render replaces it with the same markup where its data is the same.
//
// What is kept: the page's structure, the public offers, winners ticker and games as drawn, and the
// stylesheets the home had loaded. What is not: popups, toasts and anything marked
// `data-snapshot="omit"` (the player's own notices, such as a self-exclusion); the text of anything
// marked `data-snapshot="blank"` (the balance: money on screen is the account's money, live, so a
// remembered figure is never shown); inline styles and handlers (the page's CSP allows none);
// pages kept alive behind the home; and everything more than two screens down (never seen before
// React takes over). It is used only by the build that stored it (stamped with the entry URL the
// gate knows), for the same kind of session (guest or player) and the same stored language; the
// Android bridge's storage is not readable by the gate, so the app in the wrapper keeps none.
import { useEffect } from 'react';
import { STORAGE_KEYS, type KeyValueStore } from '../platform/storage';

/** localStorage key of the snapshot; the gate reads the same (tooling/vite/prerender.js HOME_SNAPSHOT_KEY). */
export const HOME_SNAPSHOT_KEY = 'homeSnapshot';
/** How long after the home's offers are drawn the snapshot is taken (its lazy parts have landed by then). */
export const HOME_SNAPSHOT_DELAY_MS = 3_000;
/** A snapshot larger than this (characters of markup) is not kept: the gate parses it before the first paint. */
export const HOME_SNAPSHOT_MAX_CHARS = 120_000;
/** Elements whose top is further down than this many screens are left out. */
const SCREENS_KEPT = 2;

export interface HomeSnapshot {
  /** The build's entry URL (window.__peryaEntry, set by the gate script). */
  readonly entry: string;
  /** Whether a session token was stored when it was taken. */
  readonly player: boolean;
  /** The stored language (`applang`) when it was taken, null for the brand's default. */
  readonly lang: string | null;
  /** The stylesheets the page had loaded besides the inline first-load one (href attributes). */
  readonly css: readonly string[];
  /** The cleaned markup of #root. */
  readonly html: string;
}

/** The entry URL the gate script set; undefined without one (dev server, a build without the static first screen). */
export function buildEntry(win: Window = window): string | undefined {
  const entry = (win as Window & { __peryaEntry?: unknown }).__peryaEntry;
  return typeof entry === 'string' && entry !== '' ? entry : undefined;
}

const LEFT_OUT = ['[data-popup]', '[data-snapshot="omit"]', '[data-keep-alive]:not([data-keep-alive="/"])', 'script', 'iframe', 'video', 'audio', 'canvas', 'template'].join(',');

/**
 * The markup of `root` as a snapshot keeps it. `topOf` gives an element's distance from the top of
 * the page as first drawn (scrolling undone); elements further down than `keptHeight` are left out.
 */
export function snapshotMarkup(root: HTMLElement, topOf: (el: Element) => number, keptHeight: number): string {
  const copy = root.cloneNode(true) as HTMLElement;
  // cloneNode keeps the order of elements: the copy's n-th element is the original's n-th.
  const live = root.querySelectorAll('*');
  const copied = copy.querySelectorAll('*');
  const below: Element[] = [];
  live.forEach((el, i) => {
    if (topOf(el) > keptHeight) below.push(copied[i]!);
  });
  for (const el of below) el.remove();
  for (const el of copy.querySelectorAll(LEFT_OUT)) el.remove();
  for (const el of copy.querySelectorAll('[data-snapshot="blank"]')) el.textContent = '…';
  for (const el of copy.querySelectorAll('[data-snapshot="empty"]')) el.replaceChildren();
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of el.getAttributeNames()) {
      if (name === 'style' || name.startsWith('on') || name === 'autofocus' || name === 'value') el.removeAttribute(name);
    }
  }
  return copy.innerHTML;
}

/** The snapshot stored for `entry`, or undefined (none, another build, unreadable). */
export function readHomeSnapshot(storage: Pick<Storage, 'getItem'>, entry: string): HomeSnapshot | undefined {
  try {
    const snapshot = JSON.parse(storage.getItem(HOME_SNAPSHOT_KEY) ?? 'null') as HomeSnapshot | null;
    return snapshot !== null && snapshot.entry === entry ? snapshot : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the snapshot of the home on screen now and stores it (or removes a stale one when it is too
 * large). `language` is the language the page is drawn in: the snapshot is stamped with the stored
 * language the gate will compare, and not taken when the two disagree (a language stored a moment
 * ago, not drawn yet).
 */
export function saveHomeSnapshot(
  doc: Document,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  entry: string,
  language: { readonly drawn: string | undefined; readonly fallback: string },
): void {
  const root = doc.getElementById('root');
  const view = doc.defaultView;
  if (root === null || view === null) return;
  const lang = storage.getItem(STORAGE_KEYS.applang);
  if ((lang ?? language.fallback) !== language.drawn) return;
  const scroller = doc.querySelector<HTMLElement>('[data-scroll-container]');
  const scrolled = scroller?.scrollTop ?? 0;
  const topOf = (el: Element) => el.getBoundingClientRect().top + (scroller?.contains(el) === true ? scrolled : 0);
  const html = snapshotMarkup(root, topOf, SCREENS_KEPT * view.innerHeight);
  if (html.length > HOME_SNAPSHOT_MAX_CHARS) {
    storage.removeItem(HOME_SNAPSHOT_KEY);
    return;
  }
  const css = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')].map((link) => link.getAttribute('href') ?? '').filter((href) => href !== '');
  const snapshot: HomeSnapshot = {
    entry,
    player: Boolean(storage.getItem(STORAGE_KEYS.token)),
    lang,
    css,
    html,
  };
  try {
    storage.setItem(HOME_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full: the next visit paints as before.
  }
}

/** True while the home is the page on screen. */
function homeOnScreen(win: Window): boolean {
  return (win.location.hash.replace(/^#/, '').split('?')[0] || '/') === '/';
}

/**
 * Keeps the home's snapshot while `ready` (its offers drawn): taken a little after they are, and
 * again whenever the page is hidden with the home on screen (the last state the player saw).
 * Only a browser's own localStorage keeps one (the gate reads nothing else).
 */
export function useHomeSnapshot(
  ready: boolean,
  services: { readonly kv: Pick<KeyValueStore, 'backend'>; locale(): string | undefined; readonly config: { readonly defaultLocale: string } },
  stamp: unknown,
): void {
  useEffect(() => {
    const entry = buildEntry();
    if (!ready || services.kv.backend !== 'localStorage' || entry === undefined) return;
    const save = () => {
      if (homeOnScreen(window)) saveHomeSnapshot(document, window.localStorage, entry, { drawn: services.locale(), fallback: services.config.defaultLocale });
    };
    const idle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => run(), { timeout: 2_000 }) : window.setTimeout(run, 0));
    const timer = window.setTimeout(() => idle(save), HOME_SNAPSHOT_DELAY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [ready, services, stamp]);
}
