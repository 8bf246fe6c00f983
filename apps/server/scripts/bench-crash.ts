// Crash benchmark (not a test): `pnpm --filter @perya/server bench:crash [-- --cycles N] [--pg]`.
// Builds dist/main.js, then N cycles of: start the built server as a child process (PERYA_DEV=1, one
// SQLite file kept across cycles, or with --pg one PostgreSQL database), drive load — concurrent
// players betting on /x2/og/play (dice, each bet with its requestId and Idempotency-Key) and cashing
// in (recharge with a key, then the provider's signed webhook) — and kill -9 it at a random moment.
// After each restart every operation whose answer never arrived is sent again with its same key and
// body, and everything is verified against the database:
// - every acknowledged bet is there exactly once (og_rounds by requestId, the round the player
//   was told), its key row holds exactly the envelope the player got (stored before the answer
//   left), and a replay of its key answers that envelope byte for byte;
// - every retried bet settled at most once (a round per requestId at most); a 409 (the answer was
//   lost in the crash) only for a bet that did settle, exactly once;
// - every round has exactly its bet posting (and its payout posting when it paid) on the ledger,
//   and every bet posting has its round; every acknowledged cash-in order exists once, every
//   credited one has exactly one deposit posting;
// - the books balance (the ledger audit: accounts sum to zero, balances = entries, …).
// Prints a line per cycle and a summary; exits 1 on any violation.
//
// Options: --cycles N (default 10) --users N (default 8) --concurrency N (default 32)
//          --min-ms/--max-ms: load time before the kill, drawn uniformly (default 300..1500) --pg
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { contract } from '@perya/api/contract';
import { openDatabase } from '../src/db/database';
import { auditLedger } from '../src/modules/ledger/audit';
import { createLedger } from '../src/modules/ledger/ledger';
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_WEBHOOK_PATH, signSandboxBody } from '../src/adapters/payment/sandbox';
import { PACKAGE_DIR, SEED_FILE, createTestDatabase } from '../test/harness';
import { registerPlayer } from './benchHttp';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    cycles: { type: 'string', default: '10' },
    users: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '32' },
    'min-ms': { type: 'string', default: '300' },
    'max-ms': { type: 'string', default: '1500' },
    pg: { type: 'boolean', default: false },
  },
});
const CYCLES = Number(args.cycles);
const USERS = Number(args.users);
const CONCURRENCY = Number(args.concurrency);
const MIN_MS = Number(args['min-ms']);
const MAX_MS = Number(args['max-ms']);
const FUNDING = 1_000_000_000; // ₱10,000,000 each: nobody runs dry
const SECRET = 'bench-crash-webhook-secret-0123456789';
const BUNDLE = path.join('dist', 'main.js');

type Envelope = { code: string; message: string; status: number; data: Record<string, unknown> | null };

interface Player {
  readonly userId: number;
  readonly token: string;
}

/** One intended operation and what the client learned of it. */
interface Op {
  readonly kind: 'bet' | 'cashin';
  readonly player: Player;
  readonly key: string;
  readonly body: Record<string, unknown>;
  /** The envelope text the client received (success or refusal), if any arrived. */
  answer?: string;
  /** Cash-in only: the signed webhook answered 'credited'. */
  credited?: boolean;
  cycle: number;
}

const violations: string[] = [];
const violation = (text: string) => {
  violations.push(text);
  if (violations.length <= 20) console.error(`VIOLATION: ${text}`);
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface Running {
  readonly child: ChildProcess;
  readonly exited: Promise<unknown>;
  readonly base: string;
}

async function start(databaseUrl: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: PACKAGE_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SEED_FILE,
      SCRYPT_N: '1024',
      PERYA_DEV: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      PAYMENT_WEBHOOK_SECRET: SECRET,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${errors}`);
    try {
      const health = await fetch(`${base}/healthz`);
      if (health.ok) return { child, exited, base };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) throw new Error(`server did not start:\n${errors}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Answer {
  readonly text: string;
  /** The server said the answer is a replay of the key's stored one. */
  readonly replayed: boolean;
}

async function post(url: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { text: await response.text(), replayed: response.headers.get('idempotent-replayed') === 'true' };
}

function parse(text: string): Envelope {
  return JSON.parse(text) as Envelope;
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join('scripts', 'build.mjs')], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);

  const kind = args.pg ? 'postgres' : 'sqlite';
  const testDb = await createTestDatabase(kind);
  const port = await freePort();
  const started = performance.now();
  console.log(`crash benchmark: ${kind}, ${CYCLES} cycles, ${USERS} players, concurrency ${CONCURRENCY}, kill after ${MIN_MS}-${MAX_MS} ms of load`);

  let server = await start(testDb.url, port);
  const verifier = openDatabase(testDb.config);
  const { db } = verifier;
  const ops: Op[] = [];
  const retried = { settled: 0, replayed: 0, lost: 0, refused: 0 };
  /** Envelope codes of every first answer (not retries). */
  const codes = new Map<string, number>();
  let replaysChecked = 0;
  try {
    // Players, funded through the ledger (a deposit from clearing) before any load.
    const players: Player[] = [];
    const ledger = createLedger(db, Date.now);
    for (let i = 0; i < USERS; i++) {
      const session = await registerPlayer(server.base, `0916${String(i).padStart(7, '0')}`, 'bench123');
      const userId = Number(session.userId);
      await ledger.post({
        idempotencyKey: `bench-crash-funding:${userId}`,
        cause: 'deposit',
        reference: `bench-${userId}`,
        postings: [
          { account: { system: 'clearing' }, amount: -FUNDING },
          { account: { userId, wallet: 'main' }, amount: FUNDING },
        ],
      });
      players.push({ userId, token: String(session.token) });
    }

    let seq = 0;
    const newOp = (cycle: number, worker: number): Op => {
      const player = players[worker % players.length] as Player;
      const n = seq++;
      if (n % 10 === 9) {
        return { kind: 'cashin', player, key: randomUUID(), body: { amount: 10_000 + (n % 50) * 100, channelId: 'qrph' }, cycle };
      }
      const bet = { game: 'dice', stake: 100 + (n % 20) * 50, chanceX100: 2_000 + (n % 60) * 100, direction: n % 2 === 0 ? 'over' : 'under' };
      return { kind: 'bet', player, key: randomUUID(), body: { requestId: `crash_${String(n).padStart(8, '0')}`, bet }, cycle };
    };

    /** Sends an op (first time or retry) with its key; the envelope text, or undefined if none arrived. */
    const send = async (base: string, op: Op): Promise<Answer | undefined> => {
      const headers = { token: op.player.token, 'idempotency-key': op.key };
      try {
        if (op.kind === 'bet') return await post(`${base}${contract.ogPlay.path}`, op.body, headers);
        const answer = await post(`${base}${contract.recharge.path}`, op.body, headers);
        const order = parse(answer.text);
        if (order.code === '00000' && op.credited !== true) {
          const orderNo = String(order.data?.orderNo);
          const ref = (await db.selectFrom('deposit_orders').select('provider_ref').where('order_no', '=', orderNo).executeTakeFirst())?.provider_ref;
          const raw = JSON.stringify({ eventId: `evt-${orderNo}`, orderNo, providerRef: ref, status: 'paid', amount: op.body.amount });
          const hook = await fetch(`${base}${SANDBOX_WEBHOOK_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, raw, Math.floor(Date.now() / 1000)) },
            body: raw,
          }).then((r) => r.json() as Promise<Envelope>);
          if (hook.data?.outcome === 'credited' || hook.data?.outcome === 'ignored:success') op.credited = true;
        }
        return answer;
      } catch {
        return undefined; // the server died under us
      }
    };

    /** Sends again, with the same key and body, every op whose answer never arrived. */
    const retryUnanswered = async () => {
      const pending = ops.filter((o) => o.answer === undefined);
      // All at once, as the players' apps would: twins of one key race each other too.
      await Promise.all(pending.map(async (op) => {
        const answer = await send(server.base, op);
        if (answer === undefined) throw new Error('the restarted server did not answer a retry');
        op.answer = answer.text;
        const code = parse(answer.text).code;
        // 409: its money moved before the kill but the answer was lost; it never moves twice.
        if (code === '00000') retried[answer.replayed ? 'replayed' : 'settled'] += 1;
        else if (code === '409') retried.lost += 1;
        else retried.refused += 1;
      }));
    };

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      // 1. Retry what the last cycle never heard back about, with the same key and body.
      await retryUnanswered();

      // 2. Load, and kill -9 at a random moment.
      let stop = false;
      const loadMs = MIN_MS + Math.random() * (MAX_MS - MIN_MS);
      const workers = Array.from({ length: CONCURRENCY }, async (_, w) => {
        while (!stop) {
          const op = newOp(cycle, w);
          ops.push(op);
          const answer = await send(server.base, op);
          if (answer === undefined) return;
          op.answer = answer.text;
          const { code, message } = parse(answer.text);
          const label = code === '00000' ? code : `${code} ${op.kind} '${message}'`;
          codes.set(label, (codes.get(label) ?? 0) + 1);
        }
      });
      await new Promise((r) => setTimeout(r, loadMs));
      server.child.kill('SIGKILL');
      stop = true;
      await server.exited;
      await Promise.all(workers);
      const sent = ops.filter((op) => op.cycle === cycle);
      const unanswered = sent.filter((op) => op.answer === undefined).length;
      server = await start(testDb.url, port);
      console.log(`cycle ${String(cycle).padStart(3)}: ${sent.length} ops in ${loadMs.toFixed(0)} ms, ${sent.length - unanswered} answered, ${unanswered} in flight at the kill`);
    }

    // 3. The last retries, then a replay of a sample of acknowledged keys on the restarted server.
    await retryUnanswered();
    const acked = ops.filter((op) => op.answer !== undefined && parse(op.answer).code === '00000');
    const sample = acked.filter((_, i) => i % Math.max(1, Math.floor(acked.length / 500)) === 0);
    for (const op of sample) {
      const again = await send(server.base, { ...op, credited: true });
      replaysChecked += 1;
      if (again?.text !== op.answer || again?.replayed !== true) violation(`replay of key ${op.key} answered ${again?.text ?? '(nothing)'} instead of ${op.answer ?? ''}`);
    }

    // 4. Verify against the database.
    const rounds = await db.selectFrom('og_rounds').select(['round_id', 'user_id', 'request_id', 'total_stake', 'payout']).execute();
    const roundsByRequest = new Map<string, typeof rounds>();
    for (const r of rounds) roundsByRequest.set(`${r.user_id}:${r.request_id}`, [...(roundsByRequest.get(`${r.user_id}:${r.request_id}`) ?? []), r]);
    const keyRows = new Map((await db.selectFrom('idempotency_keys').select(['user_id', 'endpoint', 'idem_key', 'response']).execute()).map((k) => [k.idem_key, k]));
    let verified = 0;
    for (const op of ops) {
      const envelope = op.answer === undefined ? undefined : parse(op.answer);
      if (op.kind === 'bet') {
        const found = roundsByRequest.get(`${op.player.userId}:${String(op.body.requestId)}`) ?? [];
        if (found.length > 1) violation(`bet ${String(op.body.requestId)} settled ${found.length} times`);
        if (envelope?.code === '00000') {
          const told = (envelope.data?.round as { roundId?: string } | undefined)?.roundId;
          if (found.length !== 1 || found[0]?.round_id !== told) violation(`acknowledged bet ${String(op.body.requestId)} (round ${told ?? '?'}) is not in the database once`);
          const row = keyRows.get(op.key);
          if (row === undefined || row.response === null) violation(`acknowledged bet ${String(op.body.requestId)}: its key has no stored answer`);
          else if (parse(row.response).data?.round === undefined || (parse(row.response).data?.round as { roundId: string }).roundId !== told) {
            violation(`acknowledged bet ${String(op.body.requestId)}: its key stored another answer`);
          }
        } else if (envelope?.code === '409') {
          // The key row commits only with the money: a key without its answer means the bet settled.
          if (found.length !== 1) violation(`bet ${String(op.body.requestId)} answered 409 but settled ${found.length} times`);
        } else if (envelope !== undefined && found.length !== 0) {
          violation(`refused bet ${String(op.body.requestId)} (${envelope.code}) has a round`);
        }
      } else if (envelope?.code === '00000') {
        const orderNo = String(envelope.data?.orderNo);
        const orders = await db.selectFrom('deposit_orders').select(['user_id', 'status']).where('order_no', '=', orderNo).execute();
        if (orders.length !== 1 || orders[0]?.user_id !== op.player.userId) violation(`acknowledged cash-in ${orderNo} is not in the database once`);
        if (op.credited === true && orders[0]?.status !== 'success') violation(`credited cash-in ${orderNo} is ${orders[0]?.status ?? 'missing'}`);
      }
      verified += 1;
    }
    // Every round has its postings, every bet posting its round; every paid order one deposit posting.
    const postings = await db.selectFrom('ledger_transactions').select(['idempotency_key', 'id']).where('idempotency_key', 'like', 'og:%').execute();
    const postingKeys = new Set(postings.map((p) => p.idempotency_key));
    for (const r of rounds) {
      if (!postingKeys.has(`og:${r.round_id}:bet`)) violation(`round ${r.round_id} has no bet posting`);
      if ((Number(r.payout) > 0) !== postingKeys.has(`og:${r.round_id}:payout`)) violation(`round ${r.round_id} payout ${r.payout} and its payout posting disagree`);
    }
    const roundIds = new Set(rounds.map((r) => r.round_id));
    for (const p of postings) {
      const roundId = /^og:(.+):(bet|payout)$/.exec(p.idempotency_key)?.[1];
      if (roundId === undefined || !roundIds.has(roundId)) violation(`posting ${p.idempotency_key} has no round`);
    }
    const paid = await db.selectFrom('deposit_orders').select('order_no').where('status', '=', 'success').execute();
    const depositKeys = new Set((await db.selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', 'like', 'deposit:%').execute()).map((t) => t.idempotency_key));
    for (const o of paid) if (!depositKeys.has(`deposit:${o.order_no}`)) violation(`paid order ${o.order_no} has no deposit posting`);
    if (depositKeys.size !== paid.length) violation(`${depositKeys.size} deposit postings for ${paid.length} paid orders`);
    const audit = await auditLedger(db);
    for (const problem of audit.problems) violation(`ledger audit: ${problem}`);

    const seconds = (performance.now() - started) / 1000;
    const answered = ops.filter((op) => op.answer !== undefined).length;
    console.log('');
    console.log(`cycles:               ${CYCLES} (kill -9 under load, restart) in ${seconds.toFixed(1)} s`);
    console.log(`ops sent:             ${ops.length} (${ops.filter((o) => o.kind === 'bet').length} bets, ${ops.filter((o) => o.kind === 'cashin').length} cash-ins)`);
    console.log(`ops acknowledged:     ${acked.length} (success envelopes, first answers and retries)`);
    console.log(`first answers:        ${[...codes].map(([code, n]) => `${code}: ${n}`).join(', ')}`);
    console.log(`retried after a kill: ${retried.settled} settled now, ${retried.replayed} replayed (moved before the kill), ${retried.lost} answer lost (409, moved once), ${retried.refused} refused`);
    console.log(`replays checked:      ${replaysChecked} (same key, byte-identical answer after the crashes)`);
    console.log(`ops verified:         ${verified} of ${answered} answered; ${rounds.length} rounds, ${paid.length} paid cash-ins; ledger ${audit.transactions} transactions, ${audit.entries} entries`);
    console.log(`violations:           ${violations.length}`);
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    await verifier.destroy();
    await testDb.drop();
  }
  if (violations.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
