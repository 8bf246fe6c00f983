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
// pages kept alive behind the home; and everything more than a screen and a half down (never seen before
// React takes over). It is used only by the build that stored it (stamped with the entry URL the
// gate knows), for the same kind of session (guest or player) and the same stored language; the
// Android bridge's storage is not readable by the gate, so the app in the wrapper keeps none.
import { STORAGE_KEYS } from '../platform/storage';

/** localStorage key of the snapshot; the gate reads the same (tooling/vite/prerender.js HOME_SNAPSHOT_KEY). */
export const HOME_SNAPSHOT_KEY = 'homeSnapshot';
/** A snapshot larger than this (characters of markup) is not kept: the gate parses it before the first paint. */
export const HOME_SNAPSHOT_MAX_CHARS = 120_000;
/** Elements whose top is further down than this many screens are left out. */
const SCREENS_KEPT = 1.5;

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

const LEFT_OUT = ['[data-popup]', '[data-snapshot="omit"]', '[data-keep-alive]:not([data-keep-alive="/"])', 'script', 'iframe', 'video', 'audio', 'canvas', 'template'].join(',');

/**
 * Where an element lies on the page as first drawn (scrolling undone), in CSS pixels from its top;
 * `unbounded` when its children may lie outside its box (a scroller or what holds one, display: contents).
 */
export type PageBox = (el: Element) => { readonly top: number; readonly bottom: number; readonly unbounded: boolean };

/**
 * A copy of `el` without what lies further down than `keptHeight` and what is left out: a subtree
 * wholly above the line is copied at once, and only the elements across it are looked into, so a
 * long lobby costs a few measurements, not one per tile.
 */
function copyAbove(el: Element, boxOf: PageBox, keptHeight: number): Element | null {
  if (el.matches(LEFT_OUT)) return null;
  const box = boxOf(el);
  // A box that does not bound its children (a scroller, display: contents) is looked into.
  if (!box.unbounded && box.top > keptHeight) return null;
  if (!box.unbounded && box.bottom <= keptHeight) return el.cloneNode(true) as Element;
  const copy = el.cloneNode(false) as Element;
  for (const child of el.childNodes) {
    const copied = child instanceof Element ? copyAbove(child, boxOf, keptHeight) : child.cloneNode(true);
    if (copied !== null) copy.appendChild(copied);
  }
  return copy;
}

/**
 * The markup of `root` as a snapshot keeps it (see the top of this file), or undefined while a part
 * of it is still loading (`aria-busy`: a skeleton, a ticker waiting for its first answer). A
 * snapshot taken then would paint less than the page draws a moment later, and what the page adds
 * after the first paint is what the player waits for (and what Lighthouse's LCP reports).
 */
export function snapshotMarkup(root: HTMLElement, boxOf: PageBox, keptHeight: number): string | undefined {
  const copy = root.cloneNode(false) as HTMLElement;
  for (const child of root.childNodes) {
    const copied = child instanceof Element ? copyAbove(child, boxOf, keptHeight) : child.cloneNode(true);
    if (copied !== null) copy.appendChild(copied);
  }
  // A wholly kept subtree may still hold what is left out.
  for (const el of copy.querySelectorAll(LEFT_OUT)) el.remove();
  if (copy.querySelector('[aria-busy="true"]') !== null) return undefined;
  for (const el of copy.querySelectorAll('[data-snapshot="blank"]')) el.textContent = '…';
  for (const el of copy.querySelectorAll('[data-snapshot="empty"]')) el.replaceChildren();
  for (const el of copy.querySelectorAll('*')) {
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
 * True when the stored snapshot is one the gate would use for this build and the session and
 * language stored now: a returning visit's home then waits for the page to be hidden to take the
 * next one, instead of doing that work while the visit starts.
 */
export function hasUsableSnapshot(storage: Pick<Storage, 'getItem'>, entry: string): boolean {
  const snapshot = readHomeSnapshot(storage, entry);
  return snapshot !== undefined && snapshot.player === Boolean(storage.getItem(STORAGE_KEYS.token)) && snapshot.lang === storage.getItem(STORAGE_KEYS.applang);
}

/**
 * Takes the snapshot of the home on screen now and stores it (or removes a stale one when it is too
 * large). `drawn` is what the page is drawn for: a player's session or a guest, and a language. The
 * snapshot is stamped with the stored token's presence and language, which the gate compares, and
 * not taken when they disagree with what is drawn (signed out or a language stored a moment
 * ago, not drawn yet).
 */
export function saveHomeSnapshot(
  doc: Document,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  entry: string,
  drawn: { readonly player: boolean; readonly language: string | undefined; readonly defaultLanguage: string },
): void {
  const root = doc.getElementById('root');
  const view = doc.defaultView;
  if (root === null || view === null) return;
  const lang = storage.getItem(STORAGE_KEYS.applang);
  const player = Boolean(storage.getItem(STORAGE_KEYS.token));
  if ((lang ?? drawn.defaultLanguage) !== drawn.language || player !== drawn.player) return;
  const scroller = doc.querySelector<HTMLElement>('[data-scroll-container]');
  const scrolled = scroller?.scrollTop ?? 0;
  const boxOf: PageBox = (el) => {
    const rect = el.getBoundingClientRect();
    const shift = scroller?.contains(el) === true ? scrolled : 0;
    // The page's frame clips the scroller inside it: its own box says nothing of the page's length.
    const holdsScroller = scroller !== null && el.contains(scroller);
    return { top: rect.top + shift, bottom: rect.bottom + shift, unbounded: (rect.width === 0 && rect.height === 0) || el.scrollHeight > el.clientHeight || holdsScroller };
  };
  const html = snapshotMarkup(root, boxOf, SCREENS_KEPT * view.innerHeight);
  // Still loading: the last complete snapshot stays (the next save, when the page is hidden, tries again).
  if (html === undefined) return;
  if (html.length > HOME_SNAPSHOT_MAX_CHARS) {
    storage.removeItem(HOME_SNAPSHOT_KEY);
    return;
  }
  // Not the entry's own stylesheet, in the page already (its link is disabled, tooling/vite/prerender.js).
  const css = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]:not([disabled])')].map((link) => link.getAttribute('href') ?? '').filter((href) => href !== '');
  const snapshot: HomeSnapshot = {
    entry,
    player,
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
