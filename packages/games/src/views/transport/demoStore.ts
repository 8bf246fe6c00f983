// Demo balances, bets and entries per game (spec §3 "Demo state per game", §4 Demo), kept in the
// app's key-value storage under one key so they survive a reload. The rules themselves live in
// @perya/domain (demo.ts); this is only their storage and change notification.
import { DEMO_GAMES, initialDemoState, parseDemoState, type DemoGame, type DemoState } from '@perya/domain';

export interface KeyValue {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export interface DemoStore {
  get(game: DemoGame): DemoState;
  set(game: DemoGame, state: DemoState): void;
  subscribe(listener: () => void): () => void;
}

/** Spec §3 local storage "demo balances and entries": one JSON object keyed by demo game. */
export const DEMO_STATE_KEY = 'demoState';

export function createDemoStore(kv: KeyValue, key: string = DEMO_STATE_KEY): DemoStore {
  const listeners = new Set<() => void>();
  const read = (): Partial<Record<DemoGame, unknown>> => {
    try {
      const parsed: unknown = JSON.parse(kv.get(key) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<DemoGame, unknown>>) : {};
    } catch {
      return {}; // a damaged value starts every game afresh (parseDemoState's rule)
    }
  };
  let cache: Record<DemoGame, DemoState> | null = null;
  const all = (): Record<DemoGame, DemoState> => {
    if (cache === null) {
      const stored = read();
      cache = Object.fromEntries(DEMO_GAMES.map((g) => [g, stored[g] === undefined ? initialDemoState(g) : parseDemoState(g, stored[g])])) as Record<
        DemoGame,
        DemoState
      >;
    }
    return cache;
  };
  return {
    get: (game) => all()[game],
    set(game, state) {
      cache = { ...all(), [game]: state };
      kv.set(key, JSON.stringify(cache));
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
