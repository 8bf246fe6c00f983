// Which instance drives the live games (jump rounds, sabong fights): the holder of a session-level
// PostgreSQL advisory lock on a connection of its own. PostgreSQL releases the lock the moment that
// connection ends (process killed, machine gone, connection terminated), and the other instances,
// polling pg_try_advisory_lock, take over within one poll. The holder checks its connection on
// every poll too and steps down as soon as it fails, before anyone else can have the lock for long.
//
// Fencing: a leader that lost its session may not know it yet (until its next poll). Every write
// transaction of the live games first takes a shared transaction lock on a second key and checks
// that the leader lock is still held by this instance's session; a new leader takes that second
// key exclusively once before it starts, so it waits for the old leader's transactions in flight
// and loads their writes, and any later one of them finds the lock gone and rolls back.
import { sql, type QueryExecutorProvider } from 'kysely';
import pg from 'pg';
import { AppError } from '../http/errors';

export interface Leadership {
  isLeader(): boolean;
  /**
   * Inside a write transaction of the live games: refuses (busy) unless this instance still holds
   * the leader lock, and keeps a new leader from loading until the transaction ends.
   */
  fence(trx: QueryExecutorProvider): Promise<void>;
  /** Calls listener(true) when this instance becomes the leader, listener(false) when it stops. */
  onChange(listener: (leader: boolean) => void): void;
  close(): Promise<void>;
}

/** SQLite, one process: always the leader. */
export function soleLeadership(): Leadership {
  return { isLeader: () => true, fence: () => Promise.resolve(), onChange: () => undefined, close: () => Promise.resolve() };
}

/**
 * The advisory lock's key (one bigint per database: advisory locks are per database, so clusters
 * on other databases of the same server never compete). ASCII "perylive".
 */
export const LIVE_GAMES_LOCK_KEY = '8099005370731165285';
/** The fence between an old leader's transactions and a new leader's start (ASCII "perynext"). */
export const LIVE_GAMES_FENCE_KEY = '8099005370764458100';

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
  /** The backend pid of the session holding the lock (while leader). */
  let lockPid: number | undefined;
  let leader = false;
  /** This session has the leader lock but an old leader's transactions are still in flight. */
  let holding = false;
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
    lockPid = undefined;
    holding = false;
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
        const pid = await fresh.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        lockPid = pid.rows[0]?.pid;
      }
      const current = client;
      if (leader) {
        await current.query('SELECT 1');
      } else {
        if (!holding) {
          const result = await current.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [LIVE_GAMES_LOCK_KEY]);
          if (closed || client !== current || result.rows[0]?.ok !== true) return;
          holding = true;
        }
        // Lead only once no transaction of an old leader is in flight (see fencing above): the
        // fence key is free of their shared locks. Never wait on it here: try again next poll.
        const fence = await current.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [LIVE_GAMES_FENCE_KEY]);
        if (fence.rows[0]?.ok !== true) return;
        await current.query('SELECT pg_advisory_unlock($1::bigint)', [LIVE_GAMES_FENCE_KEY]);
        if (closed || client !== current) return;
        setLeader(true);
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
    async fence(trx) {
      const pid = lockPid;
      if (!leader || pid === undefined) throw new AppError('RATE_LIMITED', 'serverBusy');
      await sql`SELECT pg_advisory_xact_lock_shared(${LIVE_GAMES_FENCE_KEY}::bigint)`.execute(trx);
      const held = await sql<{ ok: boolean }>`
        SELECT EXISTS (
          SELECT 1 FROM pg_locks
          WHERE locktype = 'advisory' AND granted AND pid = ${pid}
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND ((classid::bigint << 32) | objid::bigint) = ${LIVE_GAMES_LOCK_KEY}::bigint
        ) AS ok`.execute(trx);
      if (held.rows[0]?.ok !== true) throw new AppError('RATE_LIMITED', 'serverBusy');
    },
    onChange(listener) {
      listeners.add(listener);
    },
    async close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      const old = client;
      client = undefined;
      holding = false;
      setLeader(false);
      // Ending the session releases the lock: a follower takes over on its next poll.
      if (old !== undefined) await old.end().catch(() => undefined);
    },
  };
}
