// Back closes the top popup first (the browser's back and the Android wrapper's, which is the
// WebView's history back): each open popup that may be dismissed has a history entry of its own, at
// the same address, so a back press pops that entry and closes the popup instead of leaving the
// page under it. A popup never stays over another page: a route change closes the popups opened
// on the page the player left.
import type { PopupHandle, PopupStore } from '@perya/ui/popups';
import { hashPath } from '../startup/firstScreen';

/** The key under which a popup's history entry names it (beside the router's own state). */
export const POPUP_HISTORY_MARK = 'peryaPopup';

/** The parts of `window` the binding uses (a test passes its own). */
export interface HistoryWindow {
  readonly history: Pick<History, 'state' | 'pushState' | 'go'>;
  readonly location: Pick<Location, 'hash' | 'href'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
  setTimeout(handler: () => void, ms: number): unknown;
}

export interface PopupHistoryBinding {
  /** The route path changed (the router's location): popups opened on another page close. */
  routeChanged(pathname: string): void;
  dispose(): void;
}

interface Tracked {
  readonly key: number;
  readonly handle: PopupHandle;
  /** The route path the popup opened on. */
  readonly path: string;
}

function markOf(state: unknown): number | null {
  if (state === null || typeof state !== 'object') return null;
  const mark = (state as Record<string, unknown>)[POPUP_HISTORY_MARK];
  return typeof mark === 'number' ? mark : null;
}

export function bindPopupsToHistory(store: PopupStore, win: HistoryWindow): PopupHistoryBinding {
  /** Dismissible popups with a history entry, bottom first (their entries are in this order). */
  let tracked: Tracked[] = [];
  /** The popup mark our own go(-n) lands on, while it is under way (null: the page's own entry). */
  let ownBack: { lands: number | null } | null = null;
  /** Popups taken out of `tracked` by a back press or a route change: their close needs no history move. */
  const released = new Set<number>();

  const sync = () => {
    const stack = store.getSnapshot().stack.filter((entry) => entry.dismissible);
    const open = new Set(stack.map((entry) => entry.handle.key));
    // Closed by the app (a button, a timer): take their entries off the top of history, so the next
    // back does not land on a popup that is gone. Only a run of closed entries on top can go; one
    // under a popup still open stays, and a back that lands on it skips it (below).
    let closedOnTop = 0;
    for (let i = tracked.length - 1; i >= 0 && !open.has(tracked[i]!.key); i--) if (!released.has(tracked[i]!.key)) closedOnTop++;
    const topBefore = tracked.at(-1)?.key ?? null;
    tracked = tracked.filter((t) => open.has(t.key));
    for (const key of [...released]) if (!open.has(key)) released.delete(key);
    if (closedOnTop > 0 && topBefore !== null) {
      const lands = tracked.at(-1)?.key ?? null;
      // Later, and only if the player is still on that entry: a close followed by a navigation (a
      // popup's button that leads to a page) must not be undone by going back.
      win.setTimeout(() => {
        if (markOf(win.history.state) !== topBefore) return;
        ownBack = { lands };
        win.history.go(-closedOnTop);
      }, 0);
    }
    for (const entry of stack) {
      if (tracked.some((t) => t.key === entry.handle.key) || released.has(entry.handle.key)) continue;
      const current = win.history.state as Record<string, unknown> | null;
      win.history.pushState({ ...(current ?? {}), [POPUP_HISTORY_MARK]: entry.handle.key }, '', win.location.href);
      tracked.push({ key: entry.handle.key, handle: entry.handle, path: hashPath(win.location.hash) });
    }
  };

  const closeTracked = (victims: readonly Tracked[]) => {
    if (victims.length === 0) return;
    const keys = new Set(victims.map((v) => v.key));
    tracked = tracked.filter((t) => !keys.has(t.key));
    for (const v of victims) released.add(v.key);
    for (const v of [...victims].reverse()) store.close(v.handle);
  };

  const onPopState = () => {
    const mark = markOf(win.history.state);
    if (ownBack !== null) {
      const expected = ownBack.lands;
      ownBack = null;
      if (mark === expected) return;
    }
    const at = mark === null ? -1 : tracked.findIndex((t) => t.key === mark);
    if (mark !== null && at === -1) {
      // The entry of a popup that is gone (left under a page the player then opened): with none
      // open, skip it, so one back press does one visible thing; else close the top popup.
      if (tracked.length === 0) {
        ownBack = { lands: null };
        win.history.go(-1);
      } else closeTracked(tracked.slice(-1));
      return;
    }
    closeTracked(tracked.slice(at + 1));
  };

  const unsubscribe = store.subscribe(sync);
  win.addEventListener('popstate', onPopState);
  sync();

  return {
    routeChanged(pathname) {
      closeTracked(tracked.filter((t) => t.path !== pathname));
    },
    dispose() {
      unsubscribe();
      win.removeEventListener('popstate', onPopState);
    },
  };
}
