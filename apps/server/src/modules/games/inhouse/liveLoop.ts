// The loop both live in-house games (jump rounds, sabong fights) run on: one writer at a time,
// state loaded from the database on first use, listeners told of every change, and a ticker that
// starts only once the game is in use (a lobby with no players writes nothing). With several
// instances only the leader's loop writes (src/cluster/); a new leader resets and reloads.
import type { Cluster } from '../../../cluster/cluster';

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

export interface ClusteredLoopOptions<T> {
  readonly cluster: Cluster;
  /** The bus channel the leader publishes the game's state on. */
  readonly channel: string;
  /** The cluster call a follower asks the leader's state with (served by the runner). */
  readonly snapshotCall: string;
  /** Loads the state from the database (once per leadership term). */
  readonly init: () => Promise<void>;
  /** The state as the leader publishes it; enough for any instance to answer. */
  readonly snapshot: () => T | null;
  /** Forgets this instance's in-memory state (a new leadership term). */
  readonly forget: () => void;
  /**
   * Runs when this instance becomes the leader, after forget: carries the game on from the
   * database. True when there was a game to carry on, and the new state then goes out at once (an
   * unfinished round's bets were acknowledged, and the followers wait for news).
   */
  readonly resume: () => Promise<boolean>;
  readonly onError?: (error: unknown) => void;
}

export interface ClusteredLoop<T> extends Omit<LiveLoop, 'emit'> {
  /** Tells this instance's listeners and, with other instances, publishes the new state to them. */
  emit(): void;
  /** A follower's copy of the leader's state (unused while this instance leads). */
  readonly followed: ReturnType<typeof createFollowerCopy<T>>;
}

/**
 * A live loop run by the cluster's leader (jump rounds, sabong fights): the leader publishes every
 * change, a follower keeps the leader's last state and tells its own listeners, and a change of
 * leader makes every instance forget what it held; the new leader reloads and carries on.
 */
export function createClusteredLoop<T>(options: ClusteredLoopOptions<T>): ClusteredLoop<T> {
  const { cluster, channel } = options;
  const followed = createFollowerCopy(() => cluster.call<T | null>(options.snapshotCall, []));
  const loop = createLiveLoop(options.init);

  function emit(): void {
    loop.emit();
    if (cluster.shared) cluster.publish(channel, options.snapshot());
  }

  cluster.subscribe(channel, (value) => {
    if (cluster.isLeader() || value === null) return;
    followed.set(value as T);
    loop.emit();
  });

  cluster.onLeaderChange((leader) => {
    followed.clear();
    void loop
      .exclusive(async () => {
        loop.reset();
        options.forget();
        if (leader && (await options.resume())) emit();
      })
      .catch((error: unknown) => options.onError?.(error));
  });

  return { ...loop, emit, followed };
}
