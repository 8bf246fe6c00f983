// Which instance drives the live games (jump rounds, sabong fights): the holder of a session-level
// PostgreSQL advisory lock on a connection of its own. PostgreSQL releases the lock the moment that
// connection ends (process killed, machine gone, connection terminated), and the other instances,
// polling pg_try_advisory_lock, take over within one poll. The holder checks its connection on
// every poll too and steps down as soon as it fails, before anyone else can have the lock for long.
import pg from 'pg';

export interface Leadership {
  isLeader(): boolean;
  /** Calls listener(true) when this instance becomes the leader, listener(false) when it stops. */
  onChange(listener: (leader: boolean) => void): void;
  close(): Promise<void>;
}

/** SQLite, one process: always the leader. */
export function soleLeadership(): Leadership {
  return { isLeader: () => true, onChange: () => undefined, close: () => Promise.resolve() };
}

/**
 * The advisory lock's key (one bigint per database: advisory locks are per database, so clusters
 * on other databases of the same server never compete). ASCII "perylive".
 */
export const LIVE_GAMES_LOCK_KEY = '8099005370731165285';

export interface ElectionOptions {
  readonly url: string;
  /** How often a follower tries the lock and the leader checks its connection. */
  readonly pollMs: number;
  readonly onChange?: (leader: boolean) => void;
  /** A connection problem (the election goes on). */
  readonly onError?: (error: Error) => void;
}

/** Joins the election; the first attempt is made before it returns. */
export async function electLeader(options: ElectionOptions): Promise<Leadership> {
  const listeners = new Set<(leader: boolean) => void>();
  if (options.onChange !== undefined) listeners.add(options.onChange);
  let client: pg.Client | undefined;
  let leader = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  // A hung connection (network gone, no reset) must not keep a leader that can no longer write.
  const queryTimeout = Math.max(2 * options.pollMs, 2_000);

  const setLeader = (value: boolean) => {
    if (leader === value) return;
    leader = value;
    for (const listener of listeners) listener(value);
  };

  const drop = (error?: unknown) => {
    if (error !== undefined) options.onError?.(error instanceof Error ? error : new Error(String(error)));
    const old = client;
    client = undefined;
    setLeader(false);
    if (old !== undefined) void old.end().catch(() => undefined);
  };

  const attempt = async () => {
    try {
      if (client === undefined) {
        const fresh = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: queryTimeout,
          query_timeout: queryTimeout,
          keepAlive: true,
          application_name: 'perya-live-leader',
        });
        fresh.on('error', (error) => {
          if (client === fresh) drop(error);
        });
        client = fresh;
        await fresh.connect();
      }
      const current = client;
      if (leader) {
        await current.query('SELECT 1');
      } else {
        const result = await current.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [LIVE_GAMES_LOCK_KEY]);
        if (closed || client !== current) return;
        if (result.rows[0]?.ok === true) setLeader(true);
      }
    } catch (error) {
      if (!closed) drop(error);
    }
  };

  const loop = async () => {
    await attempt();
    if (!closed) {
      timer = setTimeout(() => void loop(), options.pollMs);
      timer.unref();
    }
  };
  await loop();

  return {
    isLeader: () => leader && !closed,
    onChange(listener) {
      listeners.add(listener);
    },
    async close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      const old = client;
      client = undefined;
      setLeader(false);
      // Ending the session releases the lock: a follower takes over on its next poll.
      if (old !== undefined) await old.end().catch(() => undefined);
    },
  };
}
