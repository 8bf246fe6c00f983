// Load benchmark (not a test): `pnpm --filter @perya/server bench:load [-- options]`.
// Starts the real server in-process on a fresh database (SQLite temp file with synchronous=FULL,
// or with --pg a temporary PostgreSQL database with synchronous_commit on), registers and funds
// players, then drives POST /x2/og/play for a bounded time with autocannon from a child process
// (scripts/loadGenerator.mjs) — many players, a unique requestId per request, dice, ring, colour
// game and scratch in turn — and prints rounds settled per second, latency p50/p99/p999 and the
// errors (non-2xx answers and envelopes other than 00000). Then it checks the books:
//   - every acknowledged round is in the database exactly once, with the roundId it was answered;
//   - each round has one bet transaction (and one payout transaction when it paid);
//   - every player's main balance = deposit − stakes + payouts of their rounds;
//   - the ledger audit: every transaction sums to zero per unit, the accounts of each unit sum to
//     zero, every balance is the sum of its entries, no forbidden negative balance.
// Exits non-zero when a check fails.
//
// Options: --seconds N (default 10) --connections N (default 64) --users N (default 200) --pg
//          --mix: one request in four is a sandbox slot spin instead (its provider's signed debit
//          and credit seamless-wallet callbacks); each acknowledged spin's round is checked too
//          --profile FILE: CPU-profile the server's thread during the load window, save the
//          .cpuprofile to FILE and print where the time went (self time by category and function)
//          --warmup N: seconds of the same load before the measured window (default 3), so that
//          the CPU per round does not count the JIT's warm-up; its rounds are checked too
//          --count-sql: on SQLite count the SQL statements executed per settled round, and print the
//          costliest statement texts by wall time (calls, µs each; the counter wraps every
//          statement call, so leave it off when measuring CPU); on PostgreSQL list the statement
//          texts by round trips per settled round
//          --ceiling: only the machine's ceiling: the same generator, connections and request
//          bodies against a bare Fastify route in this process that settles nothing (no token
//          look-up, no validation, no database: it parses the JSON and answers the envelope). No
//          server of this stack can settle bets over HTTP faster than that on the same machine.
//          --skip-ceiling: leave out the ceiling that every run otherwise measures after the bets
//          --instances N (with --pg): the built server (dist/main.js, bundled first) as separate
//          processes on one PostgreSQL database, measured three ways in one run, each on a fresh
//          database: one instance alone (no load balancer, no Redis), one instance behind HAProxy
//          and N instances behind HAProxy (both with REDIS_URL, default redis://127.0.0.1:6379:
//          the session evictions and balance news between instances). HAProxy is the system's
//          (Debian: apt-get install haproxy), run in the foreground with a generated config (round
//          robin, keep-alive to the instances). Each window prints the CPU of every instance, of
//          HAProxy and of the database's PostgreSQL backends (from /proc), the backends waiting
//          on a lock (sampled every 100 ms), and the books are checked in each. The instances and HAProxy are stopped on exit, on error and on Ctrl-C.
//
// On PostgreSQL every run counts the statements sent to the database (every query node-pg sends,
// BEGIN and COMMIT included) per settled round, those inside the group-commit writer's transactions
// and those outside one, and the round trips: the statements written to a connection that had no
// earlier statement still waiting for its answer (each such one waits a whole round trip; a
// statement pipelined behind others, as the writer's lanes send them, shares theirs). Numbers the
// machine's load barely moves (counters, no timing: always on). With --count-sql it also lists the
// statement texts by calls per settled round.
//
// Every run ends with the same run's ceiling (measured after the server under test is closed, so
// the two never share the cores) and the ratio of settled bets/s to it, against issue 25's
// targets: SQLite ≥ 40 %, PostgreSQL ≥ 20 %, p99 ≤ 50 ms. Absolute numbers differ from one machine
// and one day to the next; the ratio to the same run's ceiling holds on any machine. The targets
// are reported, not enforced: this is a benchmark, and the exit code speaks only for the books.
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HEADERS, contract, okEnvelope } from '@perya/api/contract';
import { buildApp } from '../src/app';
import { openDatabase, type Db } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { auditLedger } from '../src/modules/ledger/audit';
import { createLedger } from '../src/modules/ledger/ledger';
import { PACKAGE_DIR, SEED_FILE, TEST_TRADE_FEED_SEED, createTestDatabase, testConfig } from '../test/harness';
import { dropRedisKeys, redisProblem } from '../test/cluster/processes';
import { SANDBOX_PATHS } from '../src/modules/games/provider/sandbox';
import { must, post, registerFundedPlayer } from './benchHttp';
import { buildServer, haproxyVersion, machineCpu, onInterrupt, processCpuMicros, startHaproxy, startInstance, stopChild, track, type Instance, type InstanceReport } from './benchCluster';
import { saveProfile, startProfile, summarise } from './cpuProfile';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    users: { type: 'string', default: '200' },
    pg: { type: 'boolean', default: false },
    profile: { type: 'string' },
    mix: { type: 'boolean', default: false },
    warmup: { type: 'string', default: '3' },
    'count-sql': { type: 'boolean', default: false },
    ceiling: { type: 'boolean', default: false },
    'skip-ceiling': { type: 'boolean', default: false },
    instances: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const USERS = Number(args.users);
const WARMUP = Number(args.warmup);
const INSTANCES = args.instances === undefined ? undefined : Number(args.instances);
/** The Redis the instances share (--instances). */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DEPOSIT = 1_000_000_000; // ₱10,000,000 each: nobody runs dry during the run
/** Issue 25: settled bets/s as a share of the same run's ceiling, and the p99 budget. */
const TARGET_SHARE = { sqlite: 0.4, postgres: 0.2 } as const;
const TARGET_P99_MS = 50;

/** One measured window, reduced to what the ratio compares. */
interface WindowSummary {
  readonly perSecond: number;
  readonly cpuMicrosPerRequest: number;
  readonly p99: number;
}

interface GeneratorReport {
  readonly result: {
    readonly duration: number;
    readonly requests: number;
    readonly non2xx: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly latency: { readonly p50: number; readonly p99: number; readonly p999: number; readonly max: number };
  };
  readonly settled: number;
  /** CPU time of the load generator process over its run (µs). */
  readonly cpuMicros: number;
  readonly refused: Record<string, number>;
  /** requestId, roundId, requestId, roundId, … of every round answered 00000. */
  readonly acked: string[];
  /** The provider round id of every spin answered 00000 (--mix). */
  readonly spins: string[];
}

/**
 * Counts and times the SQL statements better-sqlite3 executes (every Database shares one Statement
 * class): statements per settled round do not depend on how busy the machine is, unlike time. The
 * time is the wall time of each synchronous call, per statement text: for a COMMIT it is mostly the
 * fsync, during which the event loop waits.
 */
function countSqliteStatements(): { readonly count: () => number; readonly top: (n: number) => string[] } {
  const probe = new SQLite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...args: unknown[]) => unknown>;
  probe.close();
  let n = 0;
  const byText = new Map<string, { calls: number; ns: bigint }>();
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    proto[method] = function (this: { source: string }, ...args: unknown[]) {
      n++;
      const started = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        const entry = byText.get(this.source) ?? { calls: 0, ns: 0n };
        entry.calls++;
        entry.ns += process.hrtime.bigint() - started;
        byText.set(this.source, entry);
      }
    };
  }
  return {
    count: () => n,
    top: (k) =>
      [...byText]
        .sort((a, b) => Number(b[1].ns - a[1].ns))
        .slice(0, k)
        .map(([text, { calls, ns }]) => `          ${(Number(ns) / 1e6).toFixed(0).padStart(6)} ms ${String(calls).padStart(7)} × ${(Number(ns) / calls / 1000).toFixed(1).padStart(7)} µs  ${text.replace(/\s+/g, ' ').slice(0, 90)}`),
  };
}

/** PostgreSQL round trips over some span: all, those inside a transaction, transactions begun, and per SQL text. */
interface RoundTrips {
  readonly queries: number;
  /** Statements written to a connection with nothing in flight: the round trips waited for. */
  readonly waits: number;
  readonly inTransaction: number;
  readonly transactions: number;
  /** Failed queries by SQLSTATE (40P01: a deadlock; the writer retries its batch). */
  readonly failed: Readonly<Record<string, number>>;
  /** [sql, calls] per text (only with --count-sql). */
  readonly texts: readonly (readonly [string, number])[];
}

/**
 * Counts the PostgreSQL statements and round trips of this process: every query node-pg sends
 * (pg.Client#query, which every pooled connection of the server runs; a query with parameters goes
 * out as one message), and of those the ones written (pg.Query#submit) to a connection that had no
 * statement waiting for its answer (pg.Query#handleReadyForQuery: the server's ReadyForQuery) — a
 * round trip waited for. A query between BEGIN and COMMIT/ROLLBACK of its connection is inside a
 * transaction (the group-commit writer's batches). The instances of --instances count the same way
 * (scripts/benchInstance.mjs). Answers a snapshot function.
 */
function countPgRoundTrips(byText: boolean): () => RoundTrips {
  const proto = pg.Client.prototype as unknown as { query: (this: object, config: unknown, ...rest: unknown[]) => unknown };
  const query = proto.query;
  const texts = new Map<string, number>();
  const open = new WeakSet<object>();
  let queries = 0;
  let waits = 0;
  let inTransaction = 0;
  let transactions = 0;
  const failed: Record<string, number> = {};
  const queryProto = pg.Query.prototype as unknown as Record<'submit' | 'handleReadyForQuery', (this: object, connection: object, ...rest: unknown[]) => unknown>;
  const { submit, handleReadyForQuery } = queryProto;
  const inFlight = new WeakMap<object, number>();
  queryProto.submit = function (connection, ...rest) {
    const n = inFlight.get(connection) ?? 0;
    if (n === 0) waits++;
    inFlight.set(connection, n + 1);
    return submit.call(this, connection, ...rest);
  };
  queryProto.handleReadyForQuery = function (connection, ...rest) {
    inFlight.set(connection, Math.max(0, (inFlight.get(connection) ?? 1) - 1));
    return handleReadyForQuery.call(this, connection, ...rest);
  };
  proto.query = function (this: object, config: unknown, ...rest: unknown[]) {
    queries++;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (text === 'begin') {
      transactions++;
      open.add(this);
    }
    if (open.has(this)) inTransaction++;
    if (text === 'commit' || text === 'rollback') open.delete(this);
    if (byText && typeof text === 'string') texts.set(text, (texts.get(text) ?? 0) + 1);
    const result = query.call(this, config, ...rest);
    // Watched, not handled: the caller still gets the rejection.
    (result as Promise<unknown> | undefined)?.then?.(undefined, (error: unknown) => {
      const code = (error as { code?: string } | null)?.code ?? 'no code';
      failed[code] = (failed[code] ?? 0) + 1;
    });
    return result;
  };
  return () => ({ queries, waits, inTransaction, transactions, failed: { ...failed }, texts: [...texts] });
}

/** `after` − `before`, summed over processes (each pair one process's two snapshots). */
function roundTripsBetween(pairs: readonly (readonly [RoundTrips, RoundTrips])[]): RoundTrips {
  const texts = new Map<string, number>();
  let queries = 0;
  let waits = 0;
  let inTransaction = 0;
  let transactions = 0;
  const failed: Record<string, number> = {};
  for (const [before, after] of pairs) {
    waits += after.waits - before.waits;
    for (const [code, n] of Object.entries(after.failed)) failed[code] = (failed[code] ?? 0) + n - (before.failed[code] ?? 0);
    queries += after.queries - before.queries;
    inTransaction += after.inTransaction - before.inTransaction;
    transactions += after.transactions - before.transactions;
    const earlier = new Map(before.texts);
    for (const [text, n] of after.texts) texts.set(text, (texts.get(text) ?? 0) + n - (earlier.get(text) ?? 0));
  }
  return { queries, waits, inTransaction, transactions, failed: Object.fromEntries(Object.entries(failed).filter(([, n]) => n > 0)), texts: [...texts] };
}

/** The round trip rows: per settled round, inside the writer's transactions and outside them. */
function printRoundTrips(trips: RoundTrips, settled: number): void {
  const per = (n: number) => (n / Math.max(settled, 1)).toFixed(2);
  const outside = trips.queries - trips.inTransaction;
  console.log(
    `sql       ${trips.waits} round trips to PostgreSQL = ${per(trips.waits)} per settled round (statements written to an idle connection; the others were pipelined behind them)`,
  );
  console.log(
    `sql       ${trips.queries} statements = ${per(trips.queries)} per settled round: ${trips.inTransaction} in ${trips.transactions} transactions ` +
      `(${per(trips.inTransaction)} per round; ${(trips.inTransaction / Math.max(trips.transactions, 1)).toFixed(1)} per transaction, begin and commit included, ` +
      `≈ ${(settled / Math.max(trips.transactions, 1)).toFixed(1)} rounds per transaction), ${outside} outside one (${per(outside)} per round)`,
  );
  // A deadlock (40P01) costs its batch deadlock_timeout (1 s by default) and a retry.
  console.log(`sql       failed queries by SQLSTATE: ${JSON.stringify(trips.failed)} (40P01 = deadlock: the writer rolls its batch back and runs it again)`);
  if (trips.texts.length === 0) return;
  console.log('sql       round trips by statement text, most first:');
  for (const [text, calls] of [...trips.texts].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`          ${String(calls).padStart(7)} = ${per(calls).padStart(5)} per round  ${text.replace(/\s+/g, ' ').slice(0, 100)}`);
  }
}

function runGenerator(data: Record<string, unknown>): Promise<GeneratorReport> {
  return new Promise((resolve, reject) => {
    // Plain node, not tsx: the generator is JavaScript and should not pay for a loader.
    const child = track(fork(fileURLToPath(new URL('./loadGenerator.mjs', import.meta.url)), [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    child.once('message', (message: GeneratorReport | { error: string }) => {
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(data);
  });
}

/** CPU time of one process over a window. */
interface ProcessCpu {
  readonly name: string;
  /** µs; user and system apart when the process reports them itself. */
  readonly cpu: NodeJS.CpuUsage | number;
}

const micros = (cpu: NodeJS.CpuUsage | number) => (typeof cpu === 'number' ? cpu : cpu.user + cpu.system);

/**
 * Prints one measured window: settled/s, CPU per request of each server process (and their sum
 * when there are several), of the other processes given (the load balancer, the database) and of
 * the load generator, and how busy the whole machine was.
 */
function printWindow(measured: GeneratorReport, servers: readonly ProcessCpu[], what: string, others: readonly ProcessCpu[] = [], machine?: string): WindowSummary {
  const { result, settled } = measured;
  const perRound = (us: number) => `${(us / Math.max(settled, 1)).toFixed(0)} µs per settled round`;
  console.log(`settled   ${settled} ${what} in ${result.duration.toFixed(1)} s = ${(settled / result.duration).toFixed(0)} settled/s`);
  // CPU per round is steadier than rounds/s on a shared machine: it does not count waiting for a core.
  for (const { name, cpu } of [...servers, ...others]) {
    const split = typeof cpu === 'number' ? '' : ` (user ${(cpu.user / 1e6).toFixed(1)} s, system ${(cpu.system / 1e6).toFixed(1)} s)`;
    console.log(`cpu       ${name} ${(micros(cpu) / 1e6).toFixed(1)} s${split} = ${perRound(micros(cpu))}`);
  }
  const serverMicros = servers.reduce((sum, s) => sum + micros(s.cpu), 0);
  if (servers.length > 1) console.log(`cpu       the ${servers.length} server processes together ${(serverMicros / 1e6).toFixed(1)} s = ${perRound(serverMicros)}`);
  console.log(`cpu       load generator ${(measured.cpuMicros / 1e6).toFixed(1)} s = ${perRound(measured.cpuMicros)} (its own process: the same cores)`);
  if (machine !== undefined) console.log(`cpu       machine ${machine}`);
  return { perSecond: settled / result.duration, cpuMicrosPerRequest: serverMicros / Math.max(settled, 1), p99: result.latency.p99 };
}

/** How busy every core was between two readings of /proc/stat (every process, other work included). */
function machineBusy(before: ReturnType<typeof machineCpu>, after: ReturnType<typeof machineCpu>): string | undefined {
  if (before === undefined || after === undefined) return undefined;
  const share = (after.busy - before.busy) / Math.max(after.total - before.total, 1);
  return `${(100 * share).toFixed(0)} % busy over the window, ${after.cores} cores (every process, others' work included)`;
}

/** The run's verdict: settled bets/s against the same run's ceiling, CPU per bet, p99. */
function printRatio(kind: 'sqlite' | 'postgres', bets: WindowSummary, bare: WindowSummary): void {
  const share = bets.perSecond / bare.perSecond;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`ratio     ${bets.perSecond.toFixed(0)} settled/s ÷ ceiling ${bare.perSecond.toFixed(0)} answers/s = ${(100 * share).toFixed(1)} % (target ≥ ${100 * TARGET_SHARE[kind]} % on ${kind}: ${verdict(share >= TARGET_SHARE[kind])})`);
  console.log(`ratio     server CPU ${bets.cpuMicrosPerRequest.toFixed(0)} µs per settled bet ÷ ${bare.cpuMicrosPerRequest.toFixed(0)} µs per bare answer = ${(bets.cpuMicrosPerRequest / Math.max(bare.cpuMicrosPerRequest, 1)).toFixed(1)}×`);
  console.log(`ratio     p99 ${bets.p99} ms (target ≤ ${TARGET_P99_MS} ms: ${verdict(bets.p99 <= TARGET_P99_MS)})`);
}

/**
 * --ceiling: what the machine allows before any work of ours. The route answers the envelope the
 * generator counts as settled (its round id is the requestId) and does nothing else.
 */
async function ceiling(): Promise<WindowSummary> {
  const app = Fastify({ logger: false });
  app.post(contract.ogPlay.path, async (request) => {
    const { requestId } = request.body as { requestId: string };
    return okEnvelope({ round: { roundId: requestId } });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  try {
    console.log(`ceiling: bare Fastify route, POST ${contract.ogPlay.path}, ${SECONDS} s, ${CONNECTIONS} connections, the same generator and bodies, no work`);
    const load = (seconds: number) =>
      runGenerator({ url: `http://127.0.0.1:${address.port}`, path: contract.ogPlay.path, tokenHeader: HEADERS.token, tokens: ['t'], seconds, connections: CONNECTIONS, runId: 'ceiling' });
    if (WARMUP > 0) await load(WARMUP);
    const machineBefore = machineCpu();
    const cpuBefore = process.cpuUsage();
    const measured = await load(SECONDS);
    const summary = printWindow(measured, [{ name: 'server process', cpu: process.cpuUsage(cpuBefore) }], 'answers', [], machineBusy(machineBefore, machineCpu()));
    const { latency } = measured.result;
    console.log(`latency   p50 ${latency.p50} ms, p99 ${latency.p99} ms, p999 ${latency.p999} ms, max ${latency.max} ms`);
    return summary;
  } finally {
    await app.close();
  }
}

/** What a measured window read besides the generator's report. */
interface ProbeResult {
  readonly servers: readonly ProcessCpu[];
  readonly others: readonly ProcessCpu[];
  readonly roundTrips: RoundTrips | undefined;
  /** Rows printed after the CPU rows (the statement counts, the profile), given the settled rounds. */
  readonly rows: (settled: number) => string[];
}

/** The server(s) under load. */
interface Target {
  readonly kind: 'sqlite' | 'postgres';
  /** Where the load goes: the server, or the load balancer in front of the instances. */
  readonly url: string;
  /** Where the players register and launch their games: one server (the dev SMS outbox is per process). */
  readonly direct: string;
  /** The benchmark's own handle on the database: funds the players, checks the books. */
  readonly database: Db;
  /** Starts reading the server side at the window's start; the function it answers ends the reading. */
  readonly probe: () => Promise<() => Promise<ProbeResult>>;
}

/**
 * Registers and funds the players, drives the warm-up and the measured window, prints the window's
 * rows and checks the books. Answers the window's summary and the problems found.
 */
async function measureBets(target: Target): Promise<{ readonly bets: WindowSummary; readonly problems: string[] }> {
  const problems: string[] = [];
  const ledger = createLedger(target.database.db, Date.now);
  const players: { token: string; userId: number; spinSession?: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const funded = await registerFundedPlayer(target.direct, ledger, i, DEPOSIT);
    const player: (typeof players)[number] = { ...funded };
    if (args.mix) {
      const launch = must(await post(`${target.direct}${contract.gameLaunch.path}`, { gameProvider: 'jili', gameId: '2' }, { token: player.token }), 'launch');
      const spinSession = new URL(String(launch.url)).searchParams.get('session');
      if (spinSession === null) throw new Error('the launch URL carries no session');
      player.spinSession = spinSession;
    }
    players.push(player);
  }

  const load = (seconds: number) =>
    runGenerator({
      url: target.url,
      path: contract.ogPlay.path,
      tokenHeader: HEADERS.token,
      tokens: players.map((p) => p.token),
      seconds,
      connections: CONNECTIONS,
      runId: randomBytes(4).toString('hex'),
      ...(args.mix ? { spinPath: SANDBOX_PATHS.spin, spinSessions: players.map((p) => p.spinSession) } : {}),
    });
  const warm = WARMUP > 0 ? await load(WARMUP) : undefined;
  if (warm !== undefined) console.log(`warm-up   ${warm.settled} rounds in ${warm.result.duration.toFixed(1)} s (not measured; checked below)`);
  const stopProbe = await target.probe();
  const machineBefore = machineCpu();
  const measured = await load(SECONDS);
  const machine = machineBusy(machineBefore, machineCpu());
  const probed = await stopProbe();
  const { result, settled, refused } = measured;
  const report = {
    acked: [...(warm?.acked ?? []), ...measured.acked],
    spins: [...(warm?.spins ?? []), ...measured.spins],
  };
  for (const [code, n] of Object.entries(warm?.refused ?? {})) refused[code] = (refused[code] ?? 0) + n;
  const refusedCount = Object.values(refused).reduce((a, b) => a + b, 0);
  if (args.mix) console.log(`mix       ${measured.acked.length / 2} og/play rounds, ${measured.spins.length} slot spins (debit + credit callbacks each)`);
  const bets = printWindow(measured, probed.servers, 'rounds', probed.others, machine);
  if (probed.roundTrips !== undefined) printRoundTrips(probed.roundTrips, settled);
  for (const row of probed.rows(settled)) console.log(row);
  console.log(`latency   p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, p999 ${result.latency.p999} ms, max ${result.latency.max} ms`);
  console.log(
    `errors    ${refusedCount} refused (${JSON.stringify(refused)}), ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
  );
  if (refusedCount > 0 || result.errors > 0 || (warm?.result.errors ?? 0) > 0) problems.push('some requests were not settled (see errors)');

  // Let the cut-off in-flight requests finish before reading the books.
  await new Promise((resolve) => setTimeout(resolve, 500));
  problems.push(...(await checkBooks(target.database, players, report.acked, report.spins)));
  console.log(`check     ${report.acked.length / 2} acknowledged rounds exactly once, balances = deposit − stakes + payouts, books balance: ${problems.length === 0 ? 'ok' : 'FAILED'}`);
  return { bets, problems };
}

/** The default run: the server in this process, on SQLite or (--pg) PostgreSQL. */
async function inProcess(kind: 'sqlite' | 'postgres'): Promise<{ readonly bets: WindowSummary; readonly problems: string[] }> {
  // Opt-in: the counting wrapper around every statement call costs CPU of its own.
  const statements = kind === 'sqlite' && args['count-sql'] ? countSqliteStatements() : undefined;
  // A counter per query, no timing: always on for PostgreSQL.
  const roundTrips = kind === 'postgres' ? countPgRoundTrips(args['count-sql']) : undefined;
  const testDb = await createTestDatabase(kind);
  const database = openDatabase(testDb.config);
  const dropDatabase = onInterrupt(async () => {
    await database.destroy();
    await testDb.drop();
  });
  try {
    await prepareDatabase(database, SEED_FILE, Date.now());
    const app = await buildApp({
      config: testConfig(testDb.config, { LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' }),
      database,
    });
    const closeApp = onInterrupt(async () => void (await app.close()));
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no address');
      const base = `http://127.0.0.1:${address.port}`;
      console.log(`load benchmark: ${kind}, POST ${contract.ogPlay.path}, ${SECONDS} s, ${CONNECTIONS} connections, ${USERS} players, load average ${loadavg()[0]?.toFixed(2)}`);
      return await measureBets({
        kind,
        url: base,
        direct: base,
        database,
        probe: async () => {
          const stopProfile = args.profile === undefined ? undefined : await startProfile();
          const statementsBefore = statements?.count() ?? 0;
          const tripsBefore = roundTrips?.();
          const cpuBefore = process.cpuUsage();
          return async () => {
            const cpu = process.cpuUsage(cpuBefore);
            const statementCount = (statements?.count() ?? 0) - statementsBefore;
            const trips = roundTrips === undefined || tripsBefore === undefined ? undefined : roundTripsBetween([[tripsBefore, roundTrips()]]);
            const profileRows: string[] = [];
            if (stopProfile !== undefined && args.profile !== undefined) {
              const profile = await stopProfile();
              saveProfile(args.profile, profile);
              profileRows.push(...summarise(profile));
            }
            return {
              servers: [{ name: 'server process', cpu }],
              others: [],
              roundTrips: trips,
              rows: (settled) =>
                statements === undefined
                  ? profileRows
                  : [
                      `sql       ${statementCount} statements = ${(statementCount / Math.max(settled, 1)).toFixed(1)} per settled round (commits and the session look-ups included); the run's costliest, by wall time:`,
                      ...statements.top(12),
                      ...profileRows,
                    ],
            };
          };
        },
      });
    } finally {
      await closeApp();
    }
  } finally {
    await dropDatabase();
  }
}

/** One layout of --instances: how many server processes, and whether HAProxy (and Redis) is in front. */
interface Layout {
  readonly label: string;
  readonly count: number;
  readonly balanced: boolean;
}

/** The pids of the PostgreSQL backends connected to the benchmark's database (the instances' pools, the benchmark's own). */
async function backendPids(database: Db): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(database.db);
  return rows.map((r) => r.pid);
}

/**
 * Samples, every 100 ms until stopped, the backends of the benchmark's database that wait on a lock
 * (pg_stat_activity: wait_event_type Lock; `transactionid` is a row another transaction holds until
 * it ends). Answers the stop function, which gives the average number waiting per sample, by wait
 * event and the statement that waits, and the number of samples.
 */
function sampleLockWaits(database: Db): () => Promise<{ readonly samples: number; readonly waiting: Readonly<Record<string, number>> }> {
  const totals: Record<string, number> = {};
  let samples = 0;
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      const { rows } = await sql<{ event: string; n: number }>`
        select wait_event || ' in ' || regexp_replace(left(query, 60), '\\s+', ' ', 'g') as event, count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' group by 1`.execute(database.db);
      samples++;
      for (const { event, n } of rows) totals[event] = (totals[event] ?? 0) + n;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    stopped = true;
    await sampling;
    return { samples, waiting: Object.fromEntries(Object.entries(totals).map(([event, n]) => [event, Number((n / Math.max(samples, 1)).toFixed(2))])) };
  };
}

/**
 * One layout on a fresh PostgreSQL database: the instances (the built server, `bundle`), HAProxy in
 * front when `balanced` (and then REDIS_URL under a prefix of its own), the load, the books; every
 * process stopped, the database dropped and the prefix's Redis keys deleted afterwards.
 */
async function runLayout(bundle: string, layout: Layout): Promise<{ readonly bets: WindowSummary; readonly problems: string[] }> {
  const testDb = await createTestDatabase('postgres');
  const database = openDatabase(testDb.config);
  const prefix = `perya-bench-${randomBytes(6).toString('hex')}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'perya-bench-'));
  const running: Instance[] = [];
  let balancer: ChildProcess | undefined;
  const cleanup = onInterrupt(async () => {
    if (balancer !== undefined) await stopChild(balancer);
    for (const instance of running) await stopChild(instance.child);
    await database.destroy();
    await testDb.drop();
    rmSync(dir, { recursive: true, force: true });
    if (layout.balanced) {
      await dropRedisKeys(prefix, REDIS_URL);
    }
  });
  try {
    // Migrated and seeded once here, before any instance starts (each then finds it ready).
    await prepareDatabase(database, SEED_FILE, Date.now());
    // The environment of testConfig (the in-process run), for a server process.
    const env: Record<string, string> = {
      DATABASE_URL: testDb.url,
      SEED_FILE,
      PERYA_DEV: '1',
      SCRYPT_N: '1024',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      SMS_DAILY_PER_IP: '1000000',
      HASH_PER_SOURCE: '1000',
      HASH_QUEUE_MAX: '100000',
      SESSION_IDLE_S: String(365 * 24 * 60 * 60),
      TRADE_FEED_SEED: TEST_TRADE_FEED_SEED,
      ...(layout.balanced ? { REDIS_URL, REDIS_PREFIX: prefix } : {}),
      ...(args['count-sql'] ? { PERYA_BENCH_SQL_TEXTS: '1' } : {}),
    };
    for (let i = 0; i < layout.count; i++) running.push(await startInstance({ name: `instance ${i + 1}`, bundle, env }));
    let url = running[0]!.url;
    if (layout.balanced) {
      const haproxy = await startHaproxy(dir, running);
      balancer = haproxy.child;
      url = haproxy.url;
    }
    console.log(`load benchmark: postgres, ${layout.label}, POST ${contract.ogPlay.path}, ${SECONDS} s, ${CONNECTIONS} connections, ${USERS} players, load average ${loadavg()[0]?.toFixed(2)}`);
    return await measureBets({
      kind: 'postgres',
      url,
      direct: running[0]!.url,
      database,
      probe: async () => {
        const pidsBefore = await backendPids(database);
        const backendsBefore = new Map(pidsBefore.map((pid) => [pid, processCpuMicros(pid)]));
        const balancerBefore = balancer?.pid === undefined ? undefined : processCpuMicros(balancer.pid);
        const reportsBefore = await Promise.all(running.map((instance) => instance.report()));
        const stopSampling = sampleLockWaits(database);
        return async () => {
          const reports = await Promise.all(running.map((instance) => instance.report()));
          const locks = await stopSampling();
          const balancerAfter = balancer?.pid === undefined ? undefined : processCpuMicros(balancer.pid);
          const pids = await backendPids(database);
          let backendMicros = 0;
          for (const pid of pids) backendMicros += (processCpuMicros(pid) ?? 0) - (backendsBefore.get(pid) ?? 0);
          const others: ProcessCpu[] = [];
          if (balancerBefore !== undefined && balancerAfter !== undefined) others.push({ name: 'haproxy', cpu: balancerAfter - balancerBefore });
          // Backends that ended during the window are not counted (the pools keep theirs open).
          if (pids.length > 0 && processCpuMicros(pids[0]!) !== undefined) others.push({ name: `PostgreSQL backends of the database (${pids.length})`, cpu: backendMicros });
          const pairs = reports.map((after, i) => [reportsBefore[i]!, after] as [InstanceReport, InstanceReport]);
          return {
            servers: pairs.map(([before, after], i) => ({
              name: running[i]!.name,
              cpu: { user: after.cpu.user - before.cpu.user, system: after.cpu.system - before.cpu.system },
            })),
            others,
            roundTrips: roundTripsBetween(pairs),
            rows: () => [
              `locks     backends waiting on a lock, on average over ${locks.samples} samples (every 100 ms): ${JSON.stringify(locks.waiting)} ` +
                '(transactionid: a row another transaction holds until it commits)',
            ],
          };
        };
      },
    });
  } finally {
    await cleanup();
  }
}

/**
 * --instances N: the single instance, one behind HAProxy and (N > 1) N behind HAProxy, in one run
 * on the same machine, then the same run's ceiling and each layout's ratio to it.
 */
async function instances(n: number): Promise<string[]> {
  const version = haproxyVersion();
  if (version === undefined) throw new Error('--instances needs haproxy on the PATH (Debian: apt-get install haproxy)');
  const redisDown = await redisProblem(REDIS_URL);
  if (redisDown !== undefined) throw new Error(`--instances needs Redis at ${REDIS_URL} (set REDIS_URL): ${redisDown}`);
  const bundle = buildServer();
  console.log(`instances: ${path.relative(PACKAGE_DIR, bundle)} built; ${version}; Redis ${REDIS_URL}`);
  const layouts: Layout[] = [
    { label: '1 instance alone (no load balancer, no Redis)', count: 1, balanced: false },
    { label: '1 instance behind HAProxy (REDIS_URL set)', count: 1, balanced: true },
    ...(n > 1 ? [{ label: `${n} instances behind HAProxy (REDIS_URL set)`, count: n, balanced: true }] : []),
  ];
  const results: { layout: Layout; bets: WindowSummary }[] = [];
  const problems: string[] = [];
  for (const layout of layouts) {
    console.log('');
    const run = await runLayout(bundle, layout);
    results.push({ layout, bets: run.bets });
    problems.push(...run.problems.map((p) => `${layout.label}: ${p}`));
  }
  console.log('');
  const single = results[0]!.bets;
  for (const { layout, bets } of results.slice(1)) {
    console.log(
      `compare   ${layout.label}: ${bets.perSecond.toFixed(0)} settled/s = ${(bets.perSecond / single.perSecond).toFixed(2)}× the instance alone (${single.perSecond.toFixed(0)}); ` +
        `server CPU ${bets.cpuMicrosPerRequest.toFixed(0)} µs per bet (alone ${single.cpuMicrosPerRequest.toFixed(0)}); p99 ${bets.p99} ms (alone ${single.p99} ms)`,
    );
  }
  if (!args['skip-ceiling']) {
    console.log('');
    const bare = await ceiling();
    for (const { layout, bets } of results) {
      console.log(`${layout.label}:`);
      printRatio('postgres', bets, bare);
    }
  }
  return problems;
}

async function main(): Promise<void> {
  for (const [name, value] of [['seconds', SECONDS], ['connections', CONNECTIONS], ['users', USERS]] as const) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  }
  if (!Number.isInteger(WARMUP) || WARMUP < 0) throw new Error('--warmup must be a whole number of seconds');
  if (args.ceiling) {
    await ceiling();
    return;
  }
  let problems: string[];
  if (INSTANCES !== undefined) {
    if (!Number.isInteger(INSTANCES) || INSTANCES < 1) throw new Error('--instances must be a positive integer');
    if (!args.pg) throw new Error('--instances runs on PostgreSQL (add --pg): SQLite serves one process');
    if (args.profile !== undefined) throw new Error('--profile profiles the in-process server: not with --instances');
    problems = await instances(INSTANCES);
  } else {
    const kind = args.pg ? 'postgres' : 'sqlite';
    const run = await inProcess(kind);
    problems = run.problems;
    if (!args['skip-ceiling']) printRatio(kind, run.bets, await ceiling());
  }
  for (const problem of problems) console.error(`FAILED: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

async function checkBooks(database: Db, players: readonly { userId: number }[], acked: readonly string[], spins: readonly string[]): Promise<string[]> {
  const { db } = database;
  const problems: string[] = [];
  const rounds = await db.selectFrom('og_rounds').select(['request_id', 'round_id', 'user_id', 'total_stake', 'payout']).execute();
  const slotRounds = await db.selectFrom('provider_rounds').select(['round_id', 'user_id', 'status', 'debit_amount', 'credit_amount']).execute();
  const byRequest = new Map<string, string[]>();
  for (const r of rounds) byRequest.set(r.request_id, [...(byRequest.get(r.request_id) ?? []), r.round_id]);
  for (let i = 0; i < acked.length; i += 2) {
    const found = byRequest.get(acked[i]!) ?? [];
    if (found.length !== 1 || found[0] !== acked[i + 1]) problems.push(`request ${acked[i]} answered round ${acked[i + 1]}, the database has [${found.join(', ')}]`);
  }
  for (const [requestId, ids] of byRequest) if (ids.length > 1) problems.push(`request ${requestId} settled ${ids.length} times`);

  const txCounts = await db
    .selectFrom('ledger_transactions')
    .select(['cause', (eb) => eb.fn.countAll<number>().as('n')])
    .where('cause', 'in', ['bet', 'payout'])
    .groupBy('cause')
    .execute();
  const countOf = (cause: string) => Number(txCounts.find((t) => t.cause === cause)?.n ?? 0);
  const slotDebits = slotRounds.filter((r) => r.debit_amount > 0).length;
  if (countOf('bet') !== rounds.length + slotDebits) problems.push(`${rounds.length} rounds and ${slotDebits} slot debits but ${countOf('bet')} bet transactions`);
  const paying = rounds.filter((r) => r.payout > 0).length + slotRounds.filter((r) => r.status === 'settled' && (r.credit_amount ?? 0) > 0).length;
  if (countOf('payout') !== paying) problems.push(`${paying} paying rounds but ${countOf('payout')} payout transactions`);

  // Slot spins: every acknowledged one settled (debit and credit), and in the balances below.
  const slotStatus = new Map(slotRounds.map((r) => [r.round_id, r.status]));
  for (const roundId of spins) if (slotStatus.get(roundId) !== 'settled') problems.push(`spin ${roundId} was answered, its round is ${slotStatus.get(roundId) ?? 'missing'}`);

  const expected = new Map<number, number>(players.map((p) => [p.userId, DEPOSIT]));
  for (const r of rounds) expected.set(r.user_id, (expected.get(r.user_id) ?? 0) - r.total_stake + r.payout);
  for (const r of slotRounds) {
    // A rolled-back round gave its stake back; an open one (cut off mid-spin) has only its debit.
    const net = r.status === 'rolledback' ? 0 : -r.debit_amount + (r.credit_amount ?? 0);
    expected.set(r.user_id, (expected.get(r.user_id) ?? 0) + net);
  }
  const balances = await db.selectFrom('ledger_accounts').select(['user_id', 'balance']).where('wallet', '=', 'main').where('user_id', 'is not', null).execute();
  for (const b of balances) {
    const want = expected.get(b.user_id as number);
    if (want !== undefined && Number(b.balance) !== want) problems.push(`player ${b.user_id}: balance ${b.balance}, rounds say ${want}`);
  }

  // The ledger's own audit: accounts of each unit sum to zero, balances = their entries, every
  // transaction balanced, no forbidden negative balance.
  problems.push(...(await auditLedger(db)).problems);
  return problems.slice(0, 20);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
