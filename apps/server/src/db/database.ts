// Opens the database the config names: better-sqlite3 (embedded default) or a pg pool.
import { mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { pipelineViews, type PipelineViews } from './pipeline';
import { registerSqliteHandle, statementName } from './prepared';
import type { Database } from './schema';

export type DbKind = DatabaseConfig['kind'];

export interface Db {
  readonly kind: DbKind;
  readonly db: Kysely<Database>;
  /** PostgreSQL: views of a transaction whose queries share round trips (src/db/pipeline.ts). */
  readonly pipeline?: PipelineViews;
  destroy(): Promise<void>;
}

const INT8_OID = 20;

/** int8 (bigint) arrives from pg as text; ours are epoch ms and ids, always safe integers. */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`bigint value out of the safe integer range: ${value}`);
  return n;
}

/** Distinct SQL texts kept prepared: the server's queries are a few hundred shapes. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Kysely's SQLite driver prepares every query it runs; compiling the SQL costs more than running
 * most of ours (a fifth of the server's CPU under load, issue 13). The same text answers the same
 * prepared statement instead, from a bounded cache (the oldest entry out first). A statement
 * still iterating (a streamed query) is busy and cannot be reused: that call gets a fresh one.
 */
export function cachePreparedStatements(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached !== undefined && !cached.busy) return cached;
    const statement = prepare(source);
    if (cached === undefined) {
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * A pooled PostgreSQL connection runs the hot queries (src/db/prepared.ts) as named prepared
 * statements: parsed and planned once per connection, then only bound and executed (pg keeps the
 * names it has prepared per connection). Every other text runs as before.
 */
function prepareHotStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && callback === undefined && (values === undefined || Array.isArray(values))) {
      const name = statementName(config);
      if (name !== undefined) return query({ name, text: config, values });
    }
    return callback === undefined ? query(config, values) : query(config, values, callback);
  };
}

/**
 * Statements pipelined behind others leave in one write per turn of the event loop: node-pg writes
 * each query to the socket on its own (one writev each, a seventh of the server's time under load
 * with the writer's lanes), so while the connection still waits for an answer, the socket is
 * corked until the turn's I/O callbacks and promise continuations have run (setImmediate) and the
 * queries they sent go out together. A query to an idle connection is written at once, as before.
 */
function coalescePipelinedWrites(client: pg.PoolClient): void {
  const state = client as unknown as { connection: { stream: Socket }; _activeQuery: unknown; _sentQueryQueue: unknown[] };
  const stream = state.connection.stream;
  let corked = false;
  const uncork = () => {
    corked = false;
    stream.uncork();
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    if (!corked && (state._activeQuery != null || state._sentQueryQueue.length > 0)) {
      corked = true;
      stream.cork();
      setImmediate(uncork);
    }
    return query(...args);
  };
}

export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    // The ledger's money: a committed transaction survives a power cut, not only a crash of this
    // process (WAL's default NORMAL may lose the last commits). Issue 13 wins the speed back with
    // group commit, not by weakening this.
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    cachePreparedStatements(sqlite);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    registerSqliteHandle(db, sqlite);
    return { kind: 'sqlite', db, destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // A query goes out without waiting for the answers of the ones before it on the connection
    // (node-pg 8.23). Kysely still runs a transaction's queries one after another; only the
    // group-commit writer's pipelined views send several at once (src/db/pipeline.ts).
    pipeline: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle pooled connection that the server closes (restart, admin termination) emits 'error'
  // on the pool; without a listener that would crash the process. The pool drops the client and
  // opens a new one on the next query, so there is nothing else to do.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    prepareHotStatements(client);
    coalescePipelinedWrites(client);
  });
  const dialect = new PostgresDialect({ pool });
  const db = new Kysely<Database>({ dialect });
  return { kind: 'postgres', db, pipeline: pipelineViews(dialect), destroy: () => db.destroy() };
}
