import { describe, expect, it } from 'vitest';
import { createPopupStore } from '@perya/ui/popups';
import { bindPopupsToHistory, POPUP_HISTORY_MARK, type HistoryWindow } from './popupHistory';

/** A session history like a browser's: pushState adds an entry, go() moves later and fires popstate. */
function fakeWindow(hash = '#/') {
  const entries: { state: unknown; hash: string }[] = [{ state: { idx: 0 }, hash }];
  let index = 0;
  const listeners = new Set<() => void>();
  const tasks: (() => void)[] = [];
  const win: HistoryWindow & { back(): void; navigate(hash: string): void; flush(): void; entries: typeof entries; index(): number } = {
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _unused: string, _url?: string | URL | null) {
        entries.splice(index + 1);
        entries.push({ state, hash: entries[index]!.hash });
        index += 1;
      },
      go(delta = 0) {
        tasks.push(() => {
          index = Math.max(0, Math.min(entries.length - 1, index + delta));
          for (const l of [...listeners]) l();
        });
      },
    },
    location: {
      get hash() {
        return entries[index]!.hash;
      },
      get href() {
        return `http://app.test/${entries[index]!.hash}`;
      },
    },
    addEventListener: (_type, l) => void listeners.add(l),
    removeEventListener: (_type, l) => void listeners.delete(l),
    setTimeout(handler) {
      tasks.push(handler);
      return 0;
    },
    back() {
      win.history.go(-1);
      win.flush();
    },
    navigate(next) {
      entries.splice(index + 1);
      entries.push({ state: { idx: index + 1 }, hash: next });
      index += 1;
    },
    flush() {
      while (tasks.length > 0) tasks.shift()!();
    },
    entries,
    index: () => index,
  };
  return win;
}

const store = () => createPopupStore({ sets: ['base'], getActiveElement: () => null });

describe('issue 23: back closes the top popup first', () => {
  it('gives each popup a history entry at the same address, beside the router state', () => {
    const popups = store();
    const win = fakeWindow();
    bindPopupsToHistory(popups, win);
    const handle = popups.open('points', { points: 35 });
    expect(win.entries).toHaveLength(2);
    expect(win.history.state).toEqual({ idx: 0, [POPUP_HISTORY_MARK]: handle.key });
    expect(win.location.hash).toBe('#/');
  });

  it('a back press closes the top popup only, the next one the popup under it, then the page goes back', () => {
    const popups = store();
    const win = fakeWindow();
    win.navigate('#/wallet');
    bindPopupsToHistory(popups, win);
    popups.open('points', { points: 35 });
    popups.open('win', { amount: 500 });
    win.back();
    expect(popups.getSnapshot().stack.map((e) => e.id)).toEqual(['points']);
    win.back();
    expect(popups.getSnapshot().stack).toEqual([]);
    expect(win.location.hash).toBe('#/wallet');
    win.back();
    expect(win.location.hash).toBe('#/');
  });

  it('a popup the app closes takes its entry with it: the next back leaves the page as usual', () => {
    const popups = store();
    const win = fakeWindow();
    win.navigate('#/wallet');
    bindPopupsToHistory(popups, win);
    popups.open('points', { points: 35 }).close();
    win.flush();
    expect(win.index()).toBe(1);
    win.back();
    expect(win.location.hash).toBe('#/');
  });

  it('a popup closed by a button that leads to a page does not undo that navigation', () => {
    const popups = store();
    const win = fakeWindow();
    const binding = bindPopupsToHistory(popups, win);
    popups.open('points', { points: 35 }).close();
    win.navigate('#/cashin');
    binding.routeChanged('/cashin');
    win.flush();
    expect(win.location.hash).toBe('#/cashin');
    // Back from that page skips the closed popup's entry: one press, the page before.
    win.back();
    expect(win.location.hash).toBe('#/');
    expect(win.index()).toBe(0);
  });

  it('never leaves a popup over another page: a route change closes the popups of the page left', () => {
    const popups = store();
    const win = fakeWindow();
    const binding = bindPopupsToHistory(popups, win);
    popups.open('points', { points: 35 });
    // The loading overlay is not the player's to close: it stays.
    popups.open('loading', {}, { dismissible: false });
    win.navigate('#/games/og');
    binding.routeChanged('/games/og');
    expect(popups.getSnapshot().stack.map((e) => e.id)).toEqual(['loading']);
    // A popup opened on the new page stays there.
    popups.open('win', { amount: 100 });
    binding.routeChanged('/games/og');
    expect(popups.getSnapshot().stack.map((e) => e.id)).toEqual(['loading', 'win']);
  });

  it('stops following the store once disposed', () => {
    const popups = store();
    const win = fakeWindow();
    bindPopupsToHistory(popups, win).dispose();
    popups.open('points', { points: 35 });
    expect(win.entries).toHaveLength(1);
  });
});
