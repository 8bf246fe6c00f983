// Wallet benchmark (not a test): `pnpm --filter @perya/server bench:wallet [-- options]`.
// Builds and spawns the real server on a fresh database (SQLite temp file, or with --pg a
// temporary PostgreSQL database), then drives it over HTTP like players and a payment provider do:
//   1. deposits: POST /x2/recharge/v2, then the provider's HMAC-signed webhook; settled = credited;
//   2. withdrawals: POST /x2/withdraw/apply/v2 (amount held), then the operator's approve or
//      reject; settled = paid out or returned;
// and prints each phase's settled operations per second. Afterwards it checks the invariants on
// the database directly: the ledger audit (units sum to zero, balances = entries, nothing
// negative, transactions balanced), every order agreeing with the ledger, and each player's
// balance equal to their orders. Exit code 1 when any invariant fails.
//
// Options: --deposits N (default 2000) --withdrawals N (default 1000) --users N (default 40)
//          --concurrency N (default 16) --pg (PostgreSQL at PERYA_TEST_PG_URL, default
//          postgres://postgres@127.0.0.1:5432/postgres, a temporary database).
// The server runs with SCRYPT_N=1024 (sign-ups are not what is measured), its clock at 12:00 GMT+8
// (inside the withdrawal hours) and a daily withdrawal limit raised for the run (BENCH seed below).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { stringify } from 'yaml';
import { gmt8StartOfDay } from '@perya/domain';
import { openDatabase } from '../src/db/database';
import { auditLedger } from '../src/modules/ledger/audit';
import { loadSeedFile } from '../src/modules/app/seed';
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_WEBHOOK_PATH, signSandboxBody } from '../src/adapters/payment/sandbox';
import { createTestDatabase, PACKAGE_DIR, SEED_FILE } from '../test/harness';
import { must, pool, post, registerPlayer, type Envelope } from './benchHttp';

const { values: args } = parseArgs({
  // pnpm passes its own '--' separator through.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    deposits: { type: 'string', default: '2000' },
    withdrawals: { type: 'string', default: '1000' },
    users: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '16' },
    pg: { type: 'boolean', default: false },
  },
});
const DEPOSITS = Number(args.deposits);
const WITHDRAWALS = Number(args.withdrawals);
const USERS = Number(args.users);
const CONCURRENCY = Number(args.concurrency);

const SECRET = 'bench-webhook-secret-0123456789abcdef';
const OPERATOR = 'bench-operator-token-0123456789';
const BUNDLE = path.join('dist-e2e', 'bench-wallet-main.js');
const OFFSET = gmt8StartOfDay(Date.now()) + 12 * 3600_000 - Date.now();
const serverNow = () => Date.now() + OFFSET;

async function startServer(databaseUrl: string, seedFile: string): Promise<{ child: ChildProcess; url: string; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: PACKAGE_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PERYA_DEV: '1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SEED_FILE: seedFile,
      SCRYPT_N: '1024',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      // Every player registers from this machine with an SMS code read from the dev outbox.
      SMS_DAILY_PER_IP: '1000000',
      PAYMENT_WEBHOOK_SECRET: SECRET,
      OPERATOR_TOKEN: OPERATOR,
      CLOCK_OFFSET_MS: String(OFFSET),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // LOG_LEVEL=warn hides the listening line, so ask the OS which port the process listens on.
  const started = Date.now();
  for (;;) {
    const port = await listeningPort(child.pid as number);
    if (port !== undefined) {
      try {
        const health = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (health.ok) return { child, url: `http://127.0.0.1:${port}`, exited };
      } catch {
        // not yet
      }
    }
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() - started > 60_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The TCP port a process listens on, from /proc (Linux). */
async function listeningPort(pid: number): Promise<number | undefined> {
  const { readdirSync, readlinkSync, readFileSync } = await import('node:fs');
  let inodes: Set<string>;
  try {
    inodes = new Set(
      readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return readlinkSync(`/proc/${pid}/fd/${fd}`);
          } catch {
            return '';
          }
        })
        .filter((l) => l.startsWith('socket:['))
        .map((l) => l.slice(8, -1)),
    );
  } catch {
    return undefined;
  }
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const cols = line.trim().split(/\s+/);
    if (cols[3] === '0A' && inodes.has(cols[9] ?? '')) return parseInt((cols[1] ?? '').split(':')[1] ?? '', 16);
  }
  return undefined;
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join('scripts', 'build.mjs'), BUNDLE], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);

  // The operator's seed, with the daily withdrawal count raised for the run.
  const seed = loadSeedFile(SEED_FILE);
  const seedFile = path.join(tmpdir(), `perya-bench-seed-${process.pid}.yaml`);
  writeFileSync(seedFile, stringify({ ...seed, wallet: { ...seed.wallet, withdraw: { ...seed.wallet.withdraw, dailyCountLimit: 1000 } } }));

  const kind = args.pg ? 'postgres' : 'sqlite';
  const testDb = await createTestDatabase(kind);
  const server = await startServer(testDb.url, seedFile);
  const verifier = openDatabase(testDb.config);
  let failed = false;
  try {
    console.log(`wallet benchmark: ${kind}, ${DEPOSITS} deposits, ${WITHDRAWALS} withdrawals, ${USERS} players, concurrency ${CONCURRENCY}`);
    const players: { token: string; userId: number; phone: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const phone = `0917${String(i).padStart(7, '0')}`;
      // Registration proves the phone with the code sent to it (issue 11), so cash-out finds it verified.
      const session = await registerPlayer(server.url, phone, 'Bench-wallet-42');
      players.push({ token: String(session.token), userId: Number(session.userId), phone });
    }

    // 1. Deposits: order, then the provider's signed webhook (every 10th delivered twice: a replay).
    const depositSeconds = await pool(DEPOSITS, CONCURRENCY, async (i) => {
      const player = players[i % USERS] as (typeof players)[number];
      const amount = 50_000 + (i % 100) * 100;
      const order = must(await post(`${server.url}/x2/recharge/v2`, { amount, channelId: 'qrph', requestId: `bench-dep-${i}-x` }, { token: player.token }), 'recharge');
      const orderNo = String(order.orderNo);
      const row = await verifier.db.selectFrom('deposit_orders').select('provider_ref').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
      const raw = JSON.stringify({ eventId: `evt-${orderNo}`, orderNo, providerRef: row.provider_ref, status: 'paid', amount });
      for (let copy = 0; copy < (i % 10 === 0 ? 2 : 1); copy++) {
        const res = await fetch(`${server.url}${SANDBOX_WEBHOOK_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, raw, Math.floor(serverNow() / 1000)) },
          body: raw,
        });
        const outcome = ((await res.json()) as Envelope).data?.outcome;
        if (outcome !== 'credited') throw new Error(`deposit ${orderNo} not credited: ${String(outcome)}`);
      }
    });
    console.log(`deposits settled:    ${DEPOSITS} in ${depositSeconds.toFixed(2)} s = ${(DEPOSITS / depositSeconds).toFixed(1)} /s (order + signed webhook, 10% replayed)`);

    // 2. Withdrawals: apply (hold) to the player's own GCash number with the password, then
    // approve (2 of 3) or reject (1 of 3).
    const withdrawSeconds = await pool(WITHDRAWALS, CONCURRENCY, async (i) => {
      const player = players[i % USERS] as (typeof players)[number];
      const phone = player.phone;
      const applied = must(
        await post(
          `${server.url}/x2/withdraw/apply/v2`,
          { method: 'gcash', bankCode: 'GCASH', bankName: 'GCash', accountNo: phone, phone, accountName: 'Bench Player', amount: 10_000 + (i % 50) * 10, requestId: `bench-wd-${i}-x`, pwd: 'Bench-wallet-42' },
          { token: player.token },
        ),
        'withdraw apply',
      );
      must(await post(`${server.url}/ops/withdrawals/${String(applied.orderNo)}/${i % 3 === 2 ? 'reject' : 'approve'}`, {}, { 'x-operator-token': OPERATOR }), 'settle');
    });
    console.log(`withdrawals settled: ${WITHDRAWALS} in ${withdrawSeconds.toFixed(2)} s = ${(WITHDRAWALS / withdrawSeconds).toFixed(1)} /s (apply with hold + approve/reject)`);

    // 3. Invariants, read from the database itself.
    const db = verifier.db;
    const report = await auditLedger(db);
    const problems = [...report.problems];
    const count = async (query: Promise<{ n: string | number }>) => Number((await query).n);
    const credited = await count(db.selectFrom('ledger_transactions').select(sql<string>`count(*)`.as('n')).where('idempotency_key', 'like', 'deposit:%').executeTakeFirstOrThrow());
    const successful = await count(db.selectFrom('deposit_orders').select(sql<string>`count(*)`.as('n')).where('status', '=', 'success').executeTakeFirstOrThrow());
    if (credited !== DEPOSITS || successful !== DEPOSITS) problems.push(`${DEPOSITS} deposits, but ${successful} successful orders and ${credited} credits`);
    const settled = await count(db.selectFrom('ledger_transactions').select(sql<string>`count(*)`.as('n')).where('idempotency_key', 'like', 'withdrawal:settle:%').executeTakeFirstOrThrow());
    if (settled !== WITHDRAWALS) problems.push(`${WITHDRAWALS} withdrawals, but ${settled} settlements`);
    for (const player of players) {
      const info = must(await post(`${server.url}/x2/user/info`, {}, { token: player.token }), 'user info');
      const dep = await db.selectFrom('deposit_orders').select(sql<string | null>`sum(amount)`.as('t')).where('user_id', '=', player.userId).where('status', '=', 'success').executeTakeFirstOrThrow();
      const wd = await db.selectFrom('withdrawal_orders').select(sql<string | null>`sum(amount)`.as('t')).where('user_id', '=', player.userId).where('status', 'in', ['pending', 'success']).executeTakeFirstOrThrow();
      const expected = Number(dep.t ?? 0) - Number(wd.t ?? 0);
      if (info.balance !== expected) problems.push(`player ${player.userId}: balance ${String(info.balance)}, orders say ${expected}`);
    }
    console.log(`ledger: ${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries`);
    if (problems.length === 0) {
      console.log('invariants: OK (units sum to zero, balances = entries, none negative, every transaction balanced, orders = ledger, players = orders)');
    } else {
      failed = true;
      console.log(`invariants: FAILED\n  ${problems.slice(0, 20).join('\n  ')}`);
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await verifier.destroy();
    await testDb.drop();
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
