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
//          --count-sql (SQLite): count the SQL statements executed per settled round, and print the
//          costliest statement texts by wall time (calls, µs each; the counter wraps every
//          statement call, so leave it off when measuring CPU)
//          --ceiling: only the machine's ceiling: the same generator, connections and request
//          bodies against a bare Fastify route in this process that settles nothing (no token
//          look-up, no validation, no database: it parses the JSON and answers the envelope). No
//          server of this stack can settle bets over HTTP faster than that on the same machine.
//          --skip-ceiling: leave out the ceiling that every run otherwise measures after the bets
//
// Every run ends with the same run's ceiling (measured after the server under test is closed, so
// the two never share the cores) and the ratio of settled bets/s to it, against issue 25's
// targets: SQLite ≥ 40 %, PostgreSQL ≥ 20 %, p99 ≤ 50 ms. Absolute numbers differ from one machine
// and one day to the next; the ratio to the same run's ceiling holds on any machine. The targets
// are reported, not enforced: this is a benchmark, and the exit code speaks only for the books.
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { HEADERS, contract, okEnvelope } from '@perya/api/contract';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { auditLedger } from '../src/modules/ledger/audit';
import { createLedger } from '../src/modules/ledger/ledger';
import { SEED_FILE, createTestDatabase, testConfig } from '../test/harness';
import { SANDBOX_PATHS } from '../src/modules/games/provider/sandbox';
import { must, post, registerFundedPlayer } from './benchHttp';
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
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const USERS = Number(args.users);
const WARMUP = Number(args.warmup);
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

function runGenerator(data: Record<string, unknown>): Promise<GeneratorReport> {
  return new Promise((resolve, reject) => {
    // Plain node, not tsx: the generator is JavaScript and should not pay for a loader.
    const child = fork(fileURLToPath(new URL('./loadGenerator.mjs', import.meta.url)), [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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

/** Prints one measured window: settled/s, CPU per request of both processes, latency, errors. */
function printWindow(measured: GeneratorReport, cpu: NodeJS.CpuUsage, what: string): WindowSummary {
  const { result, settled } = measured;
  console.log(`settled   ${settled} ${what} in ${result.duration.toFixed(1)} s = ${(settled / result.duration).toFixed(0)} settled/s`);
  // CPU per round is steadier than rounds/s on a shared machine: it does not count waiting for a core.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`cpu       server process ${(cpuMs / 1000).toFixed(1)} s (user ${(cpu.user / 1e6).toFixed(1)} s, system ${(cpu.system / 1e6).toFixed(1)} s) = ${((1000 * cpuMs) / Math.max(settled, 1)).toFixed(0)} µs per settled round`);
  console.log(`cpu       load generator ${(measured.cpuMicros / 1e6).toFixed(1)} s = ${(measured.cpuMicros / Math.max(settled, 1)).toFixed(0)} µs per settled round (its own process: the same cores)`);
  return { perSecond: settled / result.duration, cpuMicrosPerRequest: (1000 * cpuMs) / Math.max(settled, 1), p99: result.latency.p99 };
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
    const cpuBefore = process.cpuUsage();
    const measured = await load(SECONDS);
    const summary = printWindow(measured, process.cpuUsage(cpuBefore), 'answers');
    const { latency } = measured.result;
    console.log(`latency   p50 ${latency.p50} ms, p99 ${latency.p99} ms, p999 ${latency.p999} ms, max ${latency.max} ms`);
    return summary;
  } finally {
    await app.close();
  }
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
  const kind = args.pg ? 'postgres' : 'sqlite';
  // Opt-in: the counting wrapper around every statement call costs CPU of its own.
  const statements = kind === 'sqlite' && args['count-sql'] ? countSqliteStatements() : undefined;
  const testDb = await createTestDatabase(kind);
  const database = openDatabase(testDb.config);
  await prepareDatabase(database, SEED_FILE, Date.now());
  const app = await buildApp({
    config: testConfig(testDb.config, { LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' }),
    database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const ledger = createLedger(database.db, Date.now);
  const problems: string[] = [];
  let bets: WindowSummary | undefined;
  try {
    console.log(`load benchmark: ${kind}, POST ${contract.ogPlay.path}, ${SECONDS} s, ${CONNECTIONS} connections, ${USERS} players`);
    const players: { token: string; userId: number; spinSession?: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const funded = await registerFundedPlayer(base, ledger, i, DEPOSIT);
      const player: (typeof players)[number] = { ...funded };
      if (args.mix) {
        const launch = must(await post(`${base}${contract.gameLaunch.path}`, { gameProvider: 'jili', gameId: '2' }, { token: player.token }), 'launch');
        const spinSession = new URL(String(launch.url)).searchParams.get('session');
        if (spinSession === null) throw new Error('the launch URL carries no session');
        player.spinSession = spinSession;
      }
      players.push(player);
    }

    const load = (seconds: number) =>
      runGenerator({
        url: base,
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
    const stopProfile = args.profile === undefined ? undefined : await startProfile();
    const statementsBefore = statements?.count() ?? 0;
    const cpuBefore = process.cpuUsage();
    const measured = await load(SECONDS);
    const cpu = process.cpuUsage(cpuBefore);
    const statementCount = (statements?.count() ?? 0) - statementsBefore;
    const { result, settled, refused } = measured;
    const report = {
      acked: [...(warm?.acked ?? []), ...measured.acked],
      spins: [...(warm?.spins ?? []), ...measured.spins],
    };
    for (const [code, n] of Object.entries(warm?.refused ?? {})) refused[code] = (refused[code] ?? 0) + n;
    if (stopProfile !== undefined && args.profile !== undefined) {
      const profile = await stopProfile();
      saveProfile(args.profile, profile);
      console.log(summarise(profile).join('\n'));
    }
    const refusedCount = Object.values(refused).reduce((a, b) => a + b, 0);
    if (args.mix) console.log(`mix       ${measured.acked.length / 2} og/play rounds, ${measured.spins.length} slot spins (debit + credit callbacks each)`);
    bets = printWindow(measured, cpu, 'rounds');
    if (statements !== undefined) {
      console.log(`sql       ${statementCount} statements = ${(statementCount / Math.max(settled, 1)).toFixed(1)} per settled round (commits and the session look-ups included); the run's costliest, by wall time:`);
      console.log(statements.top(12).join('\n'));
    }
    console.log(`latency   p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, p999 ${result.latency.p999} ms, max ${result.latency.max} ms`);
    console.log(
      `errors    ${refusedCount} refused (${JSON.stringify(refused)}), ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
    if (refusedCount > 0 || result.errors > 0 || (warm?.result.errors ?? 0) > 0) problems.push('some requests were not settled (see errors)');

    // Let the cut-off in-flight requests finish before reading the books.
    await new Promise((resolve) => setTimeout(resolve, 500));
    problems.push(...(await checkBooks(database, players, report.acked, report.spins)));
    console.log(`check     ${report.acked.length / 2} acknowledged rounds exactly once, balances = deposit − stakes + payouts, books balance: ${problems.length === 0 ? 'ok' : 'FAILED'}`);
  } finally {
    await app.close();
    await database.destroy();
    await testDb.drop();
  }
  if (bets !== undefined && !args['skip-ceiling']) printRatio(kind, bets, await ceiling());
  for (const problem of problems) console.error(`FAILED: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

async function checkBooks(database: ReturnType<typeof openDatabase>, players: readonly { userId: number }[], acked: readonly string[], spins: readonly string[]): Promise<string[]> {
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
