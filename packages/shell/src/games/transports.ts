// One demo and one real game transport per app (services), so the demo jump house and its rounds
// survive moving between pages, and the real one shares the app's API client.
import { createDemoStore, createDemoTransport, createHttpTransport, type DemoTransport, type GameTransport } from '@perya/games/views';
import { balanceSourceOf } from '@perya/api/queries/balance';
import type { ShellServices } from '../services/services';
import { STORAGE_KEYS } from '../platform/storage';

const cache = new WeakMap<ShellServices, { demo: DemoTransport; real: GameTransport }>();

export function gameTransports(s: ShellServices): { demo: DemoTransport; real: GameTransport } {
  let t = cache.get(s);
  if (!t) {
    t = {
      demo: createDemoTransport({ store: createDemoStore(s.kv, STORAGE_KEYS.demoState) }),
      // Unfinished scratch cards are remembered in the app's storage (key ogScratchProgress); the
      // balance is the app's one source, the userInfo query the balance stream keeps current.
      real: createHttpTransport({ api: s.api, kv: s.kv, balances: balanceSourceOf(s.queryClient) }),
    };
    cache.set(s, t);
  }
  return t;
}
