// When the home's snapshot is taken (startup/homeSnapshot.ts, issue 25 item 1): whenever the page
// is hidden or left with the home on screen (the last state the player saw), and, when no usable
// one is stored yet (a first visit, another build, session kind or language), also a little after
// its offers are drawn. Taking one is a task of tens of milliseconds on a phone: a returning visit
// that has one does not spend that while it starts. The taking itself is a chunk of its own,
// loaded once the home is drawn, so the home route's first load does not carry it.
import { useEffect } from 'react';
import type { KeyValueStore } from '../platform/storage';
import { whenIdle } from '../app/idle';
import { hashPath } from './firstScreen';
import type * as HomeSnapshotTaker from './homeSnapshot';

/** How long after the home's offers are drawn a first snapshot is taken (its lazy parts have landed by then). */
export const HOME_SNAPSHOT_DELAY_MS = 3_000;

/** The entry URL the gate script set; undefined without one (dev server, a build without the static first screen). */
function buildEntry(): string | undefined {
  const entry = (window as Window & { __peryaEntry?: unknown }).__peryaEntry;
  return typeof entry === 'string' && entry !== '' ? entry : undefined;
}

/**
 * Keeps the home's snapshot while `ready` (its offers drawn). Only a browser's own localStorage
 * keeps one (the gate reads nothing else).
 */
export function useHomeSnapshot(
  ready: boolean,
  services: { readonly kv: Pick<KeyValueStore, 'backend'>; locale(): string | undefined; readonly config: { readonly defaultLocale: string } },
  /** True while the home is drawn for a signed-in player. */
  player: boolean,
): void {
  useEffect(() => {
    const entry = buildEntry();
    if (!ready || services.kv.backend !== 'localStorage' || entry === undefined) return;
    let taker: typeof HomeSnapshotTaker | undefined;
    let left = false;
    void import('./homeSnapshot').then((m) => (taker = m), () => undefined);
    const save = () => {
      if (!left && taker !== undefined && hashPath(window.location.hash) === '/') {
        taker.saveHomeSnapshot(document, window.localStorage, entry, { player, language: services.locale(), defaultLanguage: services.config.defaultLocale });
      }
    };
    let cancelIdle = () => {};
    const saveFirst = () => {
      if (taker !== undefined && !taker.hasUsableSnapshot(window.localStorage, entry)) save();
    };
    const timer = window.setTimeout(() => (cancelIdle = whenIdle(saveFirst, 2_000)), HOME_SNAPSHOT_DELAY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    // Leaving the page (a reload, another site): browsers fire pagehide, not always a visibility change.
    window.addEventListener('pagehide', save);
    return () => {
      left = true;
      window.clearTimeout(timer);
      cancelIdle();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
    };
  }, [ready, services, player]);
}
