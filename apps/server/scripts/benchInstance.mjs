// Preloaded into each server process that bench-load.ts --instances starts (`node --import
// ./scripts/benchInstance.mjs dist/main.js`): the built server runs unchanged, and this module counts
// its PostgreSQL round trips and answers the benchmark's questions over the IPC channel. Plain
// JavaScript: the built server runs on plain node.
//
// The count is the same as bench-load.ts's countPgRoundTrips (the in-process server): every query
// node-pg sends is a statement (pg.Client#query; a query with parameters — parse, bind, execute,
// sync — goes out as one message), and a statement written (pg.Query#submit) to a connection with
// nothing waiting for its answer (pg.Query#handleReadyForQuery) is a round trip waited for; one
// pipelined behind others shares theirs. BEGIN and COMMIT are queries too. A query sent between BEGIN and COMMIT/ROLLBACK on a connection
// counts as in a transaction (the group-commit writer's batches); the others are outside one (the
// session look-ups, reads).
//
// The IPC protocol: the parent sends 'report'; the answer is { cpu, queries, waits, inTransaction,
// transactions, failed, texts } (cpu: process.cpuUsage() since the start; failed: the queries that
// failed, by SQLSTATE: 40P01 a deadlock, whose batch the writer retries; texts: [sql, calls] per SQL
// text, only with PERYA_BENCH_SQL_TEXTS=1). When the parent goes away (its IPC channel closes), the server
// shuts itself down as on SIGTERM: no instance outlives its benchmark.
import pg from 'pg';

const byText = process.env.PERYA_BENCH_SQL_TEXTS === '1' ? new Map() : undefined;
const open = new WeakSet();
let queries = 0;
let waits = 0;
let inTransaction = 0;
let transactions = 0;
const failed = {};
const { submit, handleReadyForQuery } = pg.Query.prototype;
const inFlight = new WeakMap();
pg.Query.prototype.submit = function (connection, ...rest) {
  const n = inFlight.get(connection) ?? 0;
  if (n === 0) waits++;
  inFlight.set(connection, n + 1);
  return submit.call(this, connection, ...rest);
};
pg.Query.prototype.handleReadyForQuery = function (connection, ...rest) {
  inFlight.set(connection, Math.max(0, (inFlight.get(connection) ?? 1) - 1));
  return handleReadyForQuery.call(this, connection, ...rest);
};
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  queries++;
  const text = typeof config === 'string' ? config : config?.text;
  if (text === 'begin') {
    transactions++;
    open.add(this);
  }
  if (open.has(this)) inTransaction++;
  if (text === 'commit' || text === 'rollback') open.delete(this);
  if (byText !== undefined && typeof text === 'string') byText.set(text, (byText.get(text) ?? 0) + 1);
  const result = query.call(this, config, ...rest);
  // Watched, not handled: the caller still gets the rejection.
  result?.then?.(undefined, (error) => {
    const code = error?.code ?? 'no code';
    failed[code] = (failed[code] ?? 0) + 1;
  });
  return result;
};

process.on('message', (message) => {
  if (message !== 'report') return;
  process.send({ cpu: process.cpuUsage(), queries, waits, inTransaction, transactions, failed: { ...failed }, texts: byText === undefined ? [] : [...byText] });
});
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
