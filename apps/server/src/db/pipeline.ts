// Pipelined views of one PostgreSQL transaction (issue 25 item 3: as few round trips per batch as
// possible). Kysely runs a transaction's queries one after another (its SingleConnectionProvider
// waits for each query before it lends the connection again), so the group-commit writer's jobs,
// each a few statements, waited for a round trip per statement: about seven per bet, one bet after
// another. node-pg (8.23, `pipeline: true` on the pool's clients, src/db/database.ts) writes a query
// to the socket without waiting for the answers of the ones before it; a view made here lends the
// transaction's connection without Kysely's wait, so jobs that run at once on their own views share
// round trips: the server answers the statements in the order they were written.
//
// Only for jobs that may run at once (src/db/groupCommit.ts "lanes"): the statements of one view are
// still awaited in turn, but two views' statements interleave in the transaction. A view is its own
// Transaction object (per-job state keyed by the transaction, as the ledger keeps, stays apart);
// `batchTransaction` answers the transaction a view belongs to (state per database transaction,
// such as the ledger's house shard). A view must not be used once its batch has settled.
import { Transaction, type DatabaseConnection, type Dialect } from 'kysely';
import type { Database } from './schema';

export type PipelineViews = (trx: Transaction<Database>, count: number) => Promise<Transaction<Database>[]>;

const roots = new WeakMap<Transaction<Database>, Transaction<Database>>();

/** The database transaction `trx` belongs to: itself, or for a pipelined view the batch's. */
export function batchTransaction(trx: Transaction<Database>): Transaction<Database> {
  return roots.get(trx) ?? trx;
}

/** Views over a transaction of `dialect`'s database, whose connections must pipeline. */
export function pipelineViews(dialect: Dialect): PipelineViews {
  // Never initialised: a view runs queries only through its executor; its transaction() and
  // connection() throw, as every Transaction's do.
  const driver = dialect.createDriver();
  return async (trx, count) => {
    const executor = trx.getExecutor();
    let connection: DatabaseConnection | undefined;
    await executor.provideConnection(async (held) => {
      connection = held;
    });
    const held = connection as DatabaseConnection;
    // Keeps the transaction's own checks (no query after its commit or rollback).
    const free = executor.withConnectionProvider({ provideConnection: (consumer) => consumer(held) });
    return Array.from({ length: count }, () => {
      const view = new Transaction<Database>({ config: { dialect }, dialect, driver, executor: free });
      roots.set(view, trx);
      return view;
    });
  };
}
