// Which page the first screen is, decided before React renders (issue 13: the first screen must not
// wait for start-up). A guest's first visit to the home shows the welcome guide at once, once per device.
import { showsWelcomeGuide } from '@perya/domain';
import type { BrandConfig } from '../brand/BrandConfig';
import { STORAGE_KEYS, type KeyValueStore } from '../platform/storage';

export const WELCOME_PATH = '/welcome';

/** The route path of a location hash: `#/games/og?id=1` → `/games/og`; no hash is home. */
export function hashPath(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/** True when this start opens on the first-run welcome guide instead of home (guests only, spec §2). */
export function opensOnWelcome(config: Pick<BrandConfig, 'features'>, kv: Pick<KeyValueStore, 'get'>, hash: string): boolean {
  const token = kv.get(STORAGE_KEYS.token);
  return showsWelcomeGuide({
    enabled: config.features.welcomeGuide,
    seen: kv.get(STORAGE_KEYS.welcomeSeen) === '1',
    loggedIn: token !== null && token !== '',
    pathname: hashPath(hash),
  });
}

/**
 * Taps a player made on the static first screen (the welcome guide prerendered into index.html,
 * tooling/vite/prerender.js) before React took over: the indexes of the buttons tapped, in order.
 * Taken once: the gate script keeps them in `window.__peryaStaticTaps`.
 */
export function takeStaticTaps(win: Window = window): number[] {
  const holder = win as Window & { __peryaStaticTaps?: unknown };
  const taps = holder.__peryaStaticTaps;
  holder.__peryaStaticTaps = [];
  return Array.isArray(taps) ? taps.filter((t): t is number => Number.isInteger(t) && t >= 0) : [];
}

/**
 * Where the welcome guide stands after replaying static-screen taps on its buttons (0: Next, or
 * Start on the last step; 1: Skip): the step to show, or finished (the guide ends).
 */
export function replayWelcomeTaps(taps: readonly number[], stepCount: number): { step: number; finished: boolean } {
  let step = 0;
  for (const tap of taps) {
    if (tap === 1 || (tap === 0 && step >= stepCount - 1)) return { step, finished: true };
    if (tap === 0) step += 1;
  }
  return { step, finished: false };
}
