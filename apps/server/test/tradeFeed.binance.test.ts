// The Binance trading feed (src/adapters/tradeFeed/binance.ts) against a local fake Binance
// (test/fakeBinance.ts), on SQLite and PostgreSQL: trades from the stream become stored ticks (the
// last trade at or before each tick's end); an order settles at its expiry tick's price, not the
// latest, and waits until that tick is final; a stream drop is bridged by REST polling and then
// reconnected; bad frames are ignored; a tick nobody could price is a gap that refunds the order; a
// restarted feed answers from the table. The feed's clock is the test's; its timers are real and short.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRADE_DEMO_START_BALANCE } from '@perya/domain';
import { createBinancePriceFeed, decimalToUnits, type BinanceFeed, type BinanceFeedTiming } from '../src/adapters/tradeFeed/binance';
import { createGroupCommit } from '../src/db/groupCommit';
import { createLedger } from '../src/modules/ledger/ledger';
import { createTradingService } from '../src/modules/trading/service';
import { DB_KINDS, insertUser, openTestDatabase, testProtection } from './harness';
import { startFakeBinance, type FakeBinance } from './fakeBinance';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** vi.waitFor with room for a loaded machine (the feed's loop runs every 15 ms of real time). */
const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

describe('decimalToUnits: Binance decimal strings to integer price units, exactly', () => {
  it('converts without float drift and rounds half up past the market decimals', () => {
    expect(decimalToUnits('97123.45000000', 2)).toBe(9_712_345);
    expect(decimalToUnits('0.17234567', 5)).toBe(17_235);
    expect(decimalToUnits('0.17234499', 5)).toBe(17_234);
    expect(decimalToUnits('0.1', 5)).toBe(10_000);
    expect(decimalToUnits('3', 3)).toBe(3_000);
    // 0.1 + 0.2 style drift cannot happen: 1.005 × 100 is 100.49999… as a float.
    expect(decimalToUnits('1.005', 2)).toBe(101);
    expect(decimalToUnits('9007199254740.991', 3)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('refuses what is not a positive decimal price', () => {
    for (const bad of ['', 'abc', '-1.00', '1e5', '0.00000000', '1.2.3', ' 1.0', '0x10', '9007199254740.992']) expect(decimalToUnits(bad, 3)).toBeUndefined();
  });
});

const TIMING: Partial<BinanceFeedTiming> = {
  loopMs: 15,
  pollMs: 100,
  quietMs: 2_000,
  reconnectMinMs: 20,
  reconnectMaxMs: 100,
  staleMs: 3_000,
  giveUpMs: 60_000,
  backfillMs: 60_000,
};

const symbols = new Map([
  ['BTCUSDT', 'BTCUSDT'],
  ['DOGEUSDT', 'DOGEUSDT'],
]);

describe.each(DB_KINDS)('Binance feed on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestDatabase>>;
  let fake: FakeBinance;
  const feeds: BinanceFeed[] = [];
  const warnings: string[] = [];

  beforeAll(async () => {
    env = await openTestDatabase(kind);
  });
  afterEach(async () => {
    for (const feed of feeds.splice(0)) feed.close();
    await fake?.close();
    await env.database.db.deleteFrom('trade_ticks').execute();
    warnings.length = 0;
  });
  afterAll(async () => {
    await env?.close();
  });

  /** A feed on the fake, at a whole second + 500 ms, connected, with the ticks before it settled as REST knows them. */
  async function startFeed(writes = true): Promise<BinanceFeed> {
    fake ??= await startFakeBinance();
    const feed = createBinancePriceFeed({
      config: { apiUrl: fake.apiUrl, wsUrl: fake.wsUrl, symbols },
      db: env.database.db,
      now: env.clock.now,
      writes: () => writes,
      log: { info: () => undefined, warn: (m) => warnings.push(m) },
      timing: TIMING,
    });
    feeds.push(feed);
    await waitFor(() => expect(feed.connected()).toBe(true));
    return feed;
  }

  /** A fresh fake and a feed on it started at a whole second + 500 ms, 3 s on (the ticks before its stream settled); `tick`: the current tick's start. */
  async function liveFeed(): Promise<{ feed: BinanceFeed; tick: number }> {
    fake = await startFakeBinance();
    env.clock.current = Math.floor(env.clock.current / 1_000) * 1_000 + 500;
    const feed = await startFeed();
    await advance(3_000);
    return { feed, tick: Math.floor(env.clock.current / 1_000) * 1_000 };
  }

  /** The trading service on `feed` and a player. */
  async function tradingOn(feed: BinanceFeed) {
    const { db } = env.database;
    const trading = createTradingService({ db, ledger: createLedger(db, env.clock.now, { writer: createGroupCommit(db) }), feed, now: env.clock.now, guard: testProtection(env.database, env.clock.now) });
    return { db, trading, userId: await insertUser(db) };
  }

  /** Moves the clock by `ms` and waits for the feed's loop to see it. */
  async function advance(ms: number) {
    env.clock.advance(ms);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }

  async function stored(symbol: string) {
    const rows = await env.database.db.selectFrom('trade_ticks').selectAll().where('symbol', '=', symbol).orderBy('t').execute();
    return Object.fromEntries(rows.map((r) => [Number(r.t), Number(r.price)]));
  }

  it('stores every tick as the last trade at or before its end (a quiet second keeps the price before it)', async () => {
    fake = await startFakeBinance();
    env.clock.current = Math.floor(env.clock.current / 1_000) * 1_000 + 500;
    const c = env.clock.current - 500;
    const feed = await startFeed();
    expect(fake.connections).toEqual(['/stream?streams=btcusdt@aggTrade/dogeusdt@aggTrade']);
    // The ticks before the connection came from REST (nothing traded: no price).
    await advance(3_000);
    await waitFor(() => expect(feed.finalBefore('BTCUSDT')).toBe(c + 1_000));

    const a = c + 1_000;
    fake.trade('BTCUSDT', a + 100, '97000.00000000');
    fake.trade('BTCUSDT', a + 900, '97010.50000000');
    fake.trade('DOGEUSDT', a + 950, '0.17234567');
    fake.trade('BTCUSDT', a + 1_200, '97020.01000000');
    // A trade of a later tick makes tick a final at once.
    await waitFor(() => expect(feed.finalBefore('BTCUSDT')).toBe(a + 1_000));
    expect(await feed.priceAt('BTCUSDT', a + 999)).toBe(9_701_050);
    // Nothing traded in a + 2 s and a + 3 s: final after the quiet time, at the price before.
    await advance(4_000);
    await waitFor(async () => expect(await stored('BTCUSDT')).toMatchObject({ [a]: 9_701_050, [a + 1_000]: 9_702_001, [a + 2_000]: 9_702_001, [a + 3_000]: 9_702_001 }));
    await waitFor(async () => expect(await stored('DOGEUSDT')).toMatchObject({ [a]: 17_235, [a + 1_000]: 17_235 }));
    expect(await feed.priceAt('BTCUSDT', a - 1)).toBeUndefined();
    expect(await feed.priceAt('ETHUSDT', a + 500)).toBeUndefined();
    // Nobody gets a future price.
    expect(await feed.priceAt('BTCUSDT', env.clock.current + 1)).toBeUndefined();
    const history = await feed.history('BTCUSDT', a - 5_000, a + 2_500);
    expect(history).toEqual({ times: [a, a + 1_000, a + 2_000], prices: [9_701_050, 9_702_001, 9_702_001] });
  });

  it('settles an order at its expiry tick price, not the latest, and only once that tick is final', async () => {
    const { feed } = await liveFeed();
    const { db, trading, userId } = await tradingOn(feed);

    const placedTick = Math.floor(env.clock.current / 1_000) * 1_000;
    fake.trade('BTCUSDT', placedTick + 10, '65000.00000000');
    await waitFor(async () => expect(await feed.priceAt('BTCUSDT', env.clock.current)).toBe(6_500_000));
    const order = await trading.place(userId, { symbol: 'BTCUSDT', direction: 'up', invest: 1_000, expirySeconds: 30, account: 'demo' });
    expect(order.entryPrice).toBe(6_500_000);

    // The price rises past the entry in the expiry tick, then falls below it right after.
    const expiryTick = Math.floor(order.expiresAt / 1_000) * 1_000;
    await advance(expiryTick - env.clock.current + 300);
    fake.trade('BTCUSDT', expiryTick + 100, '65000.10000000');
    fake.trade('BTCUSDT', expiryTick + 700, '65001.00000000');
    await advance(1_000);
    // Expired, but its tick is not final yet (no later trade, quiet time not over): it waits.
    expect(await trading.settleDue()).toBe(0);
    fake.trade('BTCUSDT', expiryTick + 1_050, '64000.00000000');
    fake.trade('BTCUSDT', expiryTick + 1_400, '63000.00000000');
    await waitFor(() => expect(feed.finalBefore('BTCUSDT')).toBeGreaterThan(order.expiresAt));
    expect(await feed.priceAt('BTCUSDT', env.clock.current)).toBe(6_300_000);

    expect(await trading.settleDue()).toBe(1);
    const row = await db.selectFrom('trade_orders').selectAll().where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect({ status: row.status, close: Number(row.close_price), payout: Number(row.payout) }).toEqual({ status: 'win', close: 6_500_100, payout: 1_800 });
    const demo = await db.selectFrom('trade_demo_accounts').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(Number(demo.balance)).toBe(TRADE_DEMO_START_BALANCE + 800);
  });

  it('polls REST klines while the stream is down, so ticks keep being stored, then reconnects', async () => {
    const { feed, tick: down } = await liveFeed();
    fake.refuseStreams = true;
    fake.dropStreams();
    await waitFor(() => expect(feed.connected()).toBe(false));
    // Trades only REST knows of (the stream is gone).
    fake.trade('BTCUSDT', down + 1_300, '70000.00000000', { quiet: true });
    fake.trade('BTCUSDT', down + 1_800, '70100.00000000', { quiet: true });
    fake.trade('BTCUSDT', down + 2_200, '70200.00000000', { quiet: true });
    await advance(2_000);
    // The newest polled kline is the price now, though its second is not over.
    await waitFor(async () => expect(await feed.priceAt('BTCUSDT', env.clock.current)).toBe(7_020_000));
    await advance(4_000);
    await waitFor(async () => expect(await stored('BTCUSDT')).toMatchObject({ [down + 1_000]: 7_010_000, [down + 2_000]: 7_020_000, [down + 3_000]: 7_020_000 }));
    expect(fake.requests.some((r) => r.startsWith('GET /api/v3/klines?symbol=BTCUSDT&interval=1s&startTime='))).toBe(true);

    // The stream comes back (after refused attempts, with backoff) and takes over.
    const attempts = fake.connections.length;
    fake.refuseStreams = false;
    await waitFor(() => expect(feed.connected()).toBe(true));
    expect(fake.connections.length).toBe(attempts + 1);
    await advance(3_000);
    const back = Math.floor(env.clock.current / 1_000) * 1_000;
    fake.trade('BTCUSDT', back + 100, '71000.00000000');
    fake.trade('BTCUSDT', back + 1_100, '71500.00000000');
    await waitFor(async () => expect((await stored('BTCUSDT'))[back]).toBe(7_100_000));
    // No tick between the drop and now is missing.
    const rows = await stored('BTCUSDT');
    for (let t = down + 1_000; t <= back; t += 1_000) expect(rows[t], `tick ${t}`).toBeGreaterThan(0);
  });

  it('ignores frames that are not aggTrade events of its symbols, and keeps going', async () => {
    const { feed, tick: now } = await liveFeed();
    fake.trade('BTCUSDT', now + 50, '60000.00000000');
    await waitFor(async () => expect(await feed.priceAt('BTCUSDT', env.clock.current)).toBe(6_000_000));
    const trade = (data: Record<string, unknown>) => JSON.stringify({ stream: 'btcusdt@aggTrade', data: { e: 'aggTrade', s: 'BTCUSDT', p: '1.00000000', T: now + 60, ...data } });
    for (const bad of [
      'not json',
      '{"result":null,"id":1}',
      JSON.stringify({ code: 2, msg: 'Invalid request: unknown variant' }),
      trade({ p: 'abc' }),
      trade({ p: '-5.00' }),
      trade({ p: 12 }),
      trade({ T: 'soon' }),
      trade({ s: 'XRPUSDT' }),
      trade({ e: 'trade' }),
      JSON.stringify({ stream: 'btcusdt@aggTrade', data: null }),
    ]) {
      fake.sendRaw(bad);
    }
    fake.trade('BTCUSDT', now + 70, '60001.00000000');
    await waitFor(async () => expect(await feed.priceAt('BTCUSDT', env.clock.current)).toBe(6_000_100));
    expect(feed.connected()).toBe(true);
    expect(warnings.some((w) => w.includes('ignored 1 stream message'))).toBe(true);
    // A trade stamped far from this clock: the clocks drift apart, which the log says.
    fake.trade('DOGEUSDT', env.clock.current + 10_000, '0.20000000');
    await waitFor(() => expect(warnings).toContainEqual(expect.stringMatching(/trade times are ahead of this machine's clock by 10\d{3} ms/)));
  });

  it('leaves a tick nobody could price as a gap: the order waits, then is refunded, never settled on a guess', async () => {
    const { feed } = await liveFeed();
    const { db, trading, userId } = await tradingOn(feed);
    fake.trade('BTCUSDT', Math.floor(env.clock.current / 1_000) * 1_000 + 10, '65000.00000000');
    await waitFor(async () => expect(await feed.priceAt('BTCUSDT', env.clock.current)).toBe(6_500_000));
    const order = await trading.place(userId, { symbol: 'BTCUSDT', direction: 'down', invest: 2_000, expirySeconds: 30, account: 'demo' });

    // Binance unreachable both ways from here on.
    fake.refuseStreams = true;
    fake.restFailure = { status: 503, code: -1001, msg: 'Internal error; unable to process your request. Please try again.' };
    fake.dropStreams();
    await waitFor(() => expect(feed.connected()).toBe(false));
    // Stale: no price to open a new order at.
    await advance(4_000);
    expect(await feed.priceAt('BTCUSDT', env.clock.current)).toBeUndefined();
    await expect(trading.place(userId, { symbol: 'BTCUSDT', direction: 'up', invest: 1_000, expirySeconds: 30, account: 'demo' })).rejects.toMatchObject({ code: 'FEATURE_DISABLED' });

    await advance(order.expiresAt - env.clock.current + 5_000);
    expect(await trading.settleDue()).toBe(0);
    // Past the give-up time the expiry tick is a gap: refunded (a tie), with no close price.
    await advance(60_000);
    await waitFor(() => expect(feed.finalBefore('BTCUSDT')).toBeGreaterThan(order.expiresAt));
    expect(await feed.priceAt('BTCUSDT', order.expiresAt)).toBeUndefined();
    expect(await trading.settleDue()).toBe(1);
    const row = await db.selectFrom('trade_orders').selectAll().where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect({ status: row.status, close: row.close_price, payout: Number(row.payout) }).toEqual({ status: 'tie', close: null, payout: 2_000 });
    expect(warnings.some((w) => w.includes('REST klines failed for BTCUSDT: ServerError'))).toBe(true);
  });

  it('answers a stored tick after a restart, from the table, on an instance that does not write', async () => {
    const { feed: first, tick: a } = await liveFeed();
    fake.trade('DOGEUSDT', a + 500, '0.20000000');
    fake.trade('DOGEUSDT', a + 1_500, '0.21000000');
    await waitFor(async () => expect((await stored('DOGEUSDT'))[a]).toBe(20_000));
    first.close();

    // Another instance later (a follower): the tick is older than its memory, so it reads the table.
    await advance(10_000);
    const rowsBefore = Object.keys(await stored('DOGEUSDT')).length;
    const second = await startFeed(false);
    expect(await second.priceAt('DOGEUSDT', a + 999)).toBe(20_000);
    await advance(3_000);
    // It priced the ticks since (REST) but wrote none: only the leader writes.
    await waitFor(() => expect(second.finalBefore('DOGEUSDT')).toBeGreaterThan(a + 10_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(Object.keys(await stored('DOGEUSDT')).length).toBe(rowsBefore);
  });
});
