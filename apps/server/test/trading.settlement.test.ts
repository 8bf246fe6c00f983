// Trading settlement under load (issue 14): 1,000 open orders expiring in the same second settle
// once each, at the price of their own expiry instant, even with two settlers racing (two instances
// or a restart), and the books balance — on SQLite and PostgreSQL. Also the sandbox feed's walk:
// replaying a seed gives the same prices, and nobody reads a future price.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tradeOutcome, tradePayout, type TradeDirection } from '@perya/domain';
import { createGroupCommit } from '../src/db/groupCommit';
import { createLedger } from '../src/modules/ledger/ledger';
import { auditLedger } from '../src/modules/ledger/audit';
import { createSandboxPriceFeed, createSandboxWalk, SANDBOX_TICK_MS } from '../src/adapters/tradeFeed/sandbox';
import { createTradingService } from '../src/modules/trading/service';
import { DB_KINDS, insertUser, openTestDatabase, type TestClock, testProtection } from './harness';
import type { Db } from '../src/db/database';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

describe('sandbox price feed: a seeded random walk per symbol', () => {
  const at = Date.UTC(2026, 10, 26, 12, 0, 0);
  it('gives the same prices for the same seed and other prices for another seed', () => {
    const a = createSandboxWalk('seed-a');
    const again = createSandboxWalk('seed-a');
    const b = createSandboxWalk('seed-b');
    const n = at / SANDBOX_TICK_MS;
    const series = (w: ReturnType<typeof createSandboxWalk>) => Array.from({ length: 120 }, (_, i) => w.priceAtTick('BTCUSDT', n + i));
    expect(series(again)).toEqual(series(a));
    expect(series(b)).not.toEqual(series(a));
    // It moves like a market: most ticks change the price, and not by much.
    const s = series(a) as number[];
    const moves = s.slice(1).map((p, i) => Math.abs(p - (s[i] as number)) / (s[i] as number));
    expect(moves.filter((m) => m > 0).length).toBeGreaterThan(100);
    expect(Math.max(...moves)).toBeLessThan(0.01);
    expect(a.priceAtTick('NOPE', n)).toBeUndefined();
  });

  it('answers the price of any past instant, never of a future one', async () => {
    let clock = at;
    const feed = createSandboxPriceFeed({ seed: 'seed-a', now: () => clock });
    const walk = createSandboxWalk('seed-a');
    expect(await feed.priceAt('EURUSD', at - 3_600_000 + 400)).toBe(walk.priceAtTick('EURUSD', (at - 3_600_000) / SANDBOX_TICK_MS));
    expect(await feed.priceAt('EURUSD', at + 1)).toBeUndefined();
    clock += 1_000;
    expect(await feed.priceAt('EURUSD', at + 1)).toBe(walk.priceAtTick('EURUSD', at / SANDBOX_TICK_MS));
    const history = await feed.history('EURUSD', at - 10_000, at + 60_000);
    expect(history.times.at(-1)).toBe(at + 1_000);
    expect(history.times).toHaveLength(12);
  });
});

const PLAYERS = 50;
const ORDERS_PER_PLAYER = 20;
const DEPOSIT = 10_000_000;

async function fund(database: Db, clock: TestClock, userId: number) {
  await createLedger(database.db, clock.now).post({
    idempotencyKey: `test-deposit:${userId}`,
    cause: 'deposit',
    reference: `test-${userId}`,
    postings: [
      { account: { system: 'clearing' }, amount: -DEPOSIT },
      { account: { userId, wallet: 'main' }, amount: DEPOSIT },
    ],
  });
}

describe.each(DB_KINDS)('trade settlement on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    env = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('1,000 orders expiring in the same second settle once each at their expiry price; the books balance', async () => {
    const { database, clock } = env;
    const { db } = database;
    // Whole second, so every order's expiry falls in one second.
    clock.current = Math.ceil(clock.current / 1_000) * 1_000;
    const seed = 'settlement-test';
    const feed = createSandboxPriceFeed({ seed, now: clock.now });
    const walk = createSandboxWalk(seed);
    // Two servers on one database (or one before and one after a restart), each with its writer.
    const first = createTradingService({ db, ledger: createLedger(db, clock.now, { writer: createGroupCommit(db) }), feed, now: clock.now, guard: testProtection(env.database, clock.now) });
    const second = createTradingService({ db, ledger: createLedger(db, clock.now, { writer: createGroupCommit(db) }), feed, now: clock.now, guard: testProtection(env.database, clock.now) });

    const users: number[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const userId = await insertUser(db);
      await fund(database, clock, userId);
      users.push(userId);
    }
    const symbols = ['BTCUSDT', 'EURUSD', 'USDPHP', 'DOGEUSDT'];
    const start = clock.current;
    for (let k = 0; k < ORDERS_PER_PLAYER; k++) {
      for (const [i, userId] of users.entries()) {
        const n = k * PLAYERS + i;
        // Spread over one second: placed within [start, start + 1 s), all expiring in one second.
        clock.current = start + Math.floor((n * 1_000) / (PLAYERS * ORDERS_PER_PLAYER));
        await (n % 2 === 0 ? first : second).place(userId, {
          symbol: symbols[n % symbols.length] as string,
          direction: n % 3 === 0 ? 'down' : 'up',
          invest: 100 + (n % 7) * 1_000,
          expirySeconds: 30,
          account: 'real',
        });
      }
    }
    const open = await db.selectFrom('trade_orders').selectAll().where('status', '=', 'open').execute();
    expect(open).toHaveLength(PLAYERS * ORDERS_PER_PLAYER);
    const expiries = new Set(open.map((o) => Math.floor(Number(o.expires_at) / 1_000)));
    expect(expiries.size).toBe(1);

    // Nothing is due before its expiry.
    clock.current = start + 29_999;
    expect(await first.settleDue()).toBe(0);

    // The second is over: three sweeps race (two instances, one twice).
    clock.current = start + 31_000;
    const began = performance.now();
    const counts = await Promise.all([first.settleDue(), second.settleDue(), first.settleDue()]);
    const elapsedMs = performance.now() - began;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(PLAYERS * ORDERS_PER_PLAYER);
    console.log(`[trading] ${kind}: settled ${PLAYERS * ORDERS_PER_PLAYER} orders in ${Math.round(elapsedMs)} ms (wall clock, shared 2-core machine)`);
    expect(await first.settleDue()).toBe(0);

    const settled = await db.selectFrom('trade_orders').selectAll().execute();
    const payoutByUser = new Map<number, number>();
    const investByUser = new Map<number, number>();
    let wins = 0;
    let ties = 0;
    for (const o of settled) {
      const expiresAt = Number(o.expires_at);
      const close = walk.priceAtTick(o.symbol, Math.floor(expiresAt / SANDBOX_TICK_MS)) as number;
      const entry = walk.priceAtTick(o.symbol, Math.floor(Number(o.created_at) / SANDBOX_TICK_MS)) as number;
      expect(Number(o.entry_price)).toBe(entry);
      expect(Number(o.close_price)).toBe(close);
      const outcome = tradeOutcome(o.direction as TradeDirection, entry, close);
      expect(o.status).toBe(outcome);
      expect(Number(o.payout)).toBe(tradePayout(Number(o.invest), o.profit_pct, outcome));
      if (outcome === 'win') wins++;
      if (outcome === 'tie') ties++;
      payoutByUser.set(Number(o.user_id), (payoutByUser.get(Number(o.user_id)) ?? 0) + Number(o.payout));
      investByUser.set(Number(o.user_id), (investByUser.get(Number(o.user_id)) ?? 0) + Number(o.invest));
    }
    expect(wins).toBeGreaterThan(0);
    expect(wins + ties).toBeLessThan(settled.length);

    // One settlement transaction per order that paid (win or tie), none for a loss; one stake each.
    const keys = await db.selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', 'like', 'trade%').execute();
    const settles = keys.filter((k) => k.idempotency_key.startsWith('trade-settle:'));
    expect(keys.filter((k) => k.idempotency_key.startsWith('trade:'))).toHaveLength(settled.length);
    expect(settles).toHaveLength(settled.filter((o) => o.status !== 'loss').length);
    expect(new Set(settles.map((k) => k.idempotency_key)).size).toBe(settles.length);

    // The books balance, and every player has deposit − invests + payouts.
    expect((await auditLedger(db)).problems).toEqual([]);
    const ledger = createLedger(db, clock.now);
    for (const userId of users) {
      expect((await ledger.balances(userId)).main).toBe(DEPOSIT - (investByUser.get(userId) ?? 0) + (payoutByUser.get(userId) ?? 0));
    }
  });

  it('only the instance that leads runs the settler (src/cluster/)', async () => {
    const { database, clock } = env;
    const { db } = database;
    const feed = createSandboxPriceFeed({ seed: 'leader-test', now: clock.now });
    const trading = createTradingService({ db, ledger: createLedger(db, clock.now), feed, now: clock.now, guard: testProtection(env.database, clock.now) });
    const userId = await insertUser(db);
    await fund(database, clock, userId);
    const order = await trading.place(userId, { symbol: 'EURUSD', direction: 'up', invest: 500, expirySeconds: 30, account: 'demo' });
    clock.current += 31_000;
    const status = async () => (await db.selectFrom('trade_orders').select('status').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).status;
    const failed: unknown[] = [];
    let leads = false;
    trading.startSettler(20, () => leads, (error) => failed.push(error));
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect(await status()).toBe('open');
      leads = true;
      await expect.poll(status, { timeout: 5_000, interval: 20 }).not.toBe('open');
    } finally {
      await trading.stopSettler();
    }
    expect(failed).toEqual([]);
  });
});
