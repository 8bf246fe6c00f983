// The loop both live in-house games (jump rounds, sabong fights) run on: one writer at a time,
// state loaded from the database on first use, listeners told of every change, and a ticker that
// starts only once the game is in use (a lobby with no players writes nothing). With several
// instances only the leader's loop writes (src/cluster/); a new leader resets and reloads.

export interface LiveLoop {
  /** Runs fn after every earlier operation: one round, one writer. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Tells every listener the state changed. */
  emit(): void;
  /** Loads the state (once) before the first operation. */
  ensureReady(): Promise<void>;
  /** Forgets the loaded state: the next operation loads it again (a new leadership term). */
  reset(): void;
  /** Calls `listener` whenever the state changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Calls tick every intervalMs once the state is loaded; its errors wait for the next tick. */
  startTicker(intervalMs: number, tick: () => Promise<unknown>): void;
  stopTicker(): void;
  /** Waits for every queued operation (graceful shutdown). */
  drain(): Promise<void>;
}

export function createLiveLoop(init: () => Promise<void>): LiveLoop {
  const listeners = new Set<() => void>();
  let ready: Promise<void> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  return {
    exclusive(fn) {
      const run = queue.then(fn);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    emit() {
      for (const listener of listeners) listener();
    },
    async ensureReady() {
      ready ??= init();
      await ready;
    },
    reset() {
      ready = undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startTicker(intervalMs, tick) {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        if (ready !== undefined) void tick().catch(() => undefined);
      }, intervalMs);
      timer.unref();
    },
    stopTicker() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
    async drain() {
      await queue;
    },
  };
}

/** How old a follower's copy of the leader's state may get before it asks the leader again. */
export const FOLLOWER_REFRESH_MS = 5_000;

/**
 * A follower's copy of the leader's state: replaced by every state the leader publishes, and asked
 * for again when it is missing or older than FOLLOWER_REFRESH_MS (pub/sub drops messages while a
 * Redis connection is down). A stale copy is answered while the fresh one is on its way.
 */
export function createFollowerCopy<T>(fetch: () => Promise<T | null>) {
  let value: T | undefined;
  let receivedAt = 0;
  let refreshing: Promise<void> | undefined;
  const set = (next: T) => {
    value = next;
    receivedAt = Date.now();
  };
  return {
    set,
    clear(): void {
      value = undefined;
    },
    async get(): Promise<T | undefined> {
      if (value === undefined || Date.now() - receivedAt > FOLLOWER_REFRESH_MS) {
        refreshing ??= fetch()
          .then((next) => {
            if (next !== null) set(next);
          })
          .finally(() => {
            refreshing = undefined;
          });
        if (value === undefined) await refreshing;
        else refreshing.catch(() => undefined);
      }
      return value;
    },
  };
}
