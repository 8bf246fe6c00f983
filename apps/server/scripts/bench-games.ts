// Game settlement benchmark (not a test): `pnpm --filter @perya/server bench:games [-- options]`.
// Starts the real server in-process on a fresh database (SQLite temp file, or with --pg a temporary
// PostgreSQL database), funds players through the ledger, then drives real-mode rounds over HTTP as
// the game views do — POST /x2/og/play for dice, ring, colour game and scratch (seed pair, nonce,
// engine, bet + payout ledger postings, one transaction each), and sandbox slot spins (signed
// debit + credit seamless-wallet callbacks) — and prints rounds settled per second for each.
// Afterwards it checks that every player's balance equals deposit − stakes + payouts.
//
// Options: --rounds N per game (default 1000) --users N (default 20) --concurrency N (default 8) --pg
import { parseArgs } from 'node:util';
import { contract, type OgBet } from '@perya/api/contract';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { createLedger } from '../src/modules/ledger/ledger';
import { SANDBOX_PATHS } from '../src/modules/games/provider/sandbox';
import { SEED_FILE, createTestDatabase, testConfig } from '../test/harness';
import { must, pool, post, registerFundedPlayer } from './benchHttp';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    rounds: { type: 'string', default: '1000' },
    users: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '8' },
    pg: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const USERS = Number(args.users);
const CONCURRENCY = Number(args.concurrency);
const DEPOSIT = 100_000_000; // ₱1,000,000 each: nobody runs dry during the run

const BETS: Record<string, (i: number) => OgBet> = {
  dice: (i) => ({ game: 'dice', stake: 1_000, chanceX100: 2_000 + (i % 60) * 100, direction: i % 2 === 0 ? 'over' : 'under' }),
  ring: () => ({ game: 'ring', bets: { grey: 500, blue: 300, green: 100 } }),
  colorgame: () => ({ game: 'colorgame', bets: [{ choice: { kind: 'single', colour: 'red' }, stake: 1_000 }, { choice: { kind: 'pair', colours: ['blue', 'pink'] }, stake: 500 }] }),
  scratch: () => ({ game: 'scratch', stake: 2_000 }),
};

async function main(): Promise<void> {
  const kind = args.pg ? 'postgres' : 'sqlite';
  const testDb = await createTestDatabase(kind);
  const database = openDatabase(testDb.config);
  await prepareDatabase(database, SEED_FILE, Date.now());
  const app = await buildApp({ config: testConfig(testDb.config, { LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' }), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const ledger = createLedger(database.db, Date.now);
  let failed = false;
  try {
    console.log(`games benchmark: ${kind}, ${ROUNDS} rounds per game, ${USERS} players, concurrency ${CONCURRENCY}`);
    const players: { token: string; userId: number; sessions: string[] }[] = [];
    for (let i = 0; i < USERS; i++) {
      const funded = await registerFundedPlayer(base, ledger, i, DEPOSIT);
      players.push({ ...funded, sessions: [] });
    }

    for (const [game, bet] of Object.entries(BETS)) {
      const seconds = await pool(ROUNDS, CONCURRENCY, async (i) => {
        const player = players[i % USERS]!;
        must(await post(`${base}${contract.ogPlay.path}`, { requestId: `bench_${game}_${i}`, bet: bet(i) }, { token: player.token }), `${game} play`);
      });
      console.log(`${game.padEnd(10)} ${ROUNDS} rounds in ${seconds.toFixed(2)} s = ${(ROUNDS / seconds).toFixed(1)} rounds/s`);
    }

    for (const player of players) {
      const launch = must(await post(`${base}${contract.gameLaunch.path}`, { gameProvider: 'jili', gameId: '2' }, { token: player.token }), 'launch');
      player.sessions.push(new URL(String(launch.url)).searchParams.get('session')!);
    }
    const slotSeconds = await pool(ROUNDS, CONCURRENCY, async (i) => {
      const player = players[i % USERS]!;
      must(await post(`${base}${SANDBOX_PATHS.spin}`, { session: player.sessions[0], gameId: 'jili_2', stake: 500 }), 'slot spin');
    });
    console.log(`${'slot'.padEnd(10)} ${ROUNDS} rounds in ${slotSeconds.toFixed(2)} s = ${(ROUNDS / slotSeconds).toFixed(1)} rounds/s (signed debit + credit callbacks)`);

    // Every player's balance is their deposit minus stakes plus payouts, round by round.
    for (const player of players) {
      const og = await database.db
        .selectFrom('og_rounds')
        .select((eb) => [eb.fn.sum<number>('total_stake').as('staked'), eb.fn.sum<number>('payout').as('paid')])
        .where('user_id', '=', player.userId)
        .executeTakeFirstOrThrow();
      const slot = await database.db
        .selectFrom('provider_rounds')
        .select((eb) => [eb.fn.sum<number>('debit_amount').as('staked'), eb.fn.sum<number>('credit_amount').as('paid')])
        .where('user_id', '=', player.userId)
        .executeTakeFirstOrThrow();
      const expected = DEPOSIT - Number(og.staked ?? 0) + Number(og.paid ?? 0) - Number(slot.staked ?? 0) + Number(slot.paid ?? 0);
      const actual = (await ledger.balances(player.userId)).main;
      if (actual !== expected) {
        failed = true;
        console.error(`player ${player.userId}: balance ${actual}, rounds say ${expected}`);
      }
    }
    const rounds = await database.db.selectFrom('og_rounds').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    console.log(`check: ${Number(rounds.n)} in-house rounds, every balance = deposit − stakes + payouts: ${failed ? 'FAILED' : 'ok'}`);
  } finally {
    await app.close();
    await database.destroy();
    await testDb.drop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
