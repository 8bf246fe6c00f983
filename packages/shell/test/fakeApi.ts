// The fake x2 server (fake/x2Server.ts, shared with the page stories) as the global `fetch` of a
// shell page test; the player is signed in (token and user id in local storage).
import { vi } from 'vitest';
import { createFakeX2, signInFakePlayer, type FakeRoutes } from '../fake/x2Server';

export { ok, refuse } from '../fake/x2Server';
export type { FakeHandler } from '../fake/x2Server';

export interface FakeApi {
  /** Handlers by path; a path ending in `*` answers every path that starts with the rest. */
  readonly routes: FakeRoutes;
  /** Every call made, in order. */
  readonly calls: { path: string; body: unknown }[];
}

/** Signs the test player in and stubs `fetch` with a fake server; undo with `vi.unstubAllGlobals()`. */
export function stubApi(routes: FakeRoutes = {}): FakeApi {
  localStorage.clear();
  signInFakePlayer(localStorage);
  const fake = createFakeX2(routes);
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return { routes: fake.routes, calls: fake.calls };
}
