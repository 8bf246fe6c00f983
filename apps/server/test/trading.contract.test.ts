// Trading through the real client against the real server (issue 14): markets and prices from the
// sandbox feed, demo and real orders, bad tickets refused with a message and nothing changed, the
// settler paying at the expiry price on its own (ties refund), the trade bonus usable only for
// trading, the live price stream, and — without a feed — every trading door answering "not
// available" (production without TRADE_FEED_SANDBOX=1).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, TRADE_DEMO_START_BALANCE, tradeBonusAmount, tradeOutcome, tradePayout } from '@perya/domain';
import { ERROR_CODES, TRADE_STREAM_PATH, contract, type TradeOrder } from '@perya/api/contract';
import { createLedger } from '../src/modules/ledger/ledger';
import { auditLedger } from '../src/modules/ledger/audit';
import { createSandboxWalk, SANDBOX_TICK_MS } from '../src/adapters/tradeFeed/sandbox';
import { loadConfig } from '../src/config';
import { DB_KINDS, fundedPlayer, PRODUCTION_ENV, SEED_FILE, TEST_TRADE_FEED_SEED, rawCall, snapshot, startTestServer, type TestServer } from './harness';
import { failure } from './client';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let phoneSeq = 0;
const newPhone = () => `0921${String(4_000_000 + phoneSeq++).padStart(7, '0')}`;
const walk = createSandboxWalk(TEST_TRADE_FEED_SEED);
const priceAt = (symbol: string, at: number) => walk.priceAtTick(symbol, Math.floor(at / SANDBOX_TICK_MS)) as number;

/** Waits (real time) until the settler has settled the order. */
async function settled(server: TestServer, orderNo: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const row = await server.database.db.selectFrom('trade_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    if (row.status !== 'open') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`order ${orderNo} was not settled`);
}

/** What the order should have come out as: from the seeded walk at its entry and expiry instants. */
function expected(order: TradeOrder) {
  const outcome = tradeOutcome(order.direction, order.entryPrice, priceAt(order.symbol, order.expiresAt));
  return { outcome, payout: tradePayout(order.invest, order.profitPct, outcome) };
}

describe.each(DB_KINDS)('trading on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists markets with prices from the feed, and a symbol’s recent prices', async () => {
    const { client } = await fundedPlayer(server, newPhone(), 0);
    const markets = await client.call(contract.tradeMarkets);
    expect(markets.expiries).toEqual([30, 60, 300]);
    const btc = markets.markets.find((m) => m.symbol === 'BTCUSDT');
    expect(btc).toMatchObject({ name: 'BTC/USDT', category: 'crypto', decimals: 2, price: priceAt('BTCUSDT', server.clock.now()) });
    expect(btc?.profitPct).toEqual({ 30: 80, 60: 85, 300: 90 });
    const prices = await client.call(contract.tradePrices, { symbol: 'EURUSD', seconds: 60 });
    expect(prices.times).toHaveLength(61);
    expect(prices.prices.at(-1)).toBe(priceAt('EURUSD', server.clock.now()));
    expect((await failure(client.call(contract.tradePrices, { symbol: 'NOPE' }))).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('a demo order moves the demo balance only and settles by itself at its expiry price; reset', async () => {
    const { client, userId } = await fundedPlayer(server, newPhone(), 50_000);
    expect(await client.call(contract.tradeAccounts)).toEqual({ demo: TRADE_DEMO_START_BALANCE, real: 50_000, bonus: 0 });
    const { order } = await client.call(contract.tradePlace, { symbol: 'EURUSD', direction: 'up', invest: 2_000, expirySeconds: 30, account: 'demo' });
    expect(order).toMatchObject({ account: 'demo', status: 'open', invest: 2_000, profitPct: 82, entryPrice: priceAt('EURUSD', server.clock.now()), closePrice: null });
    expect(order.expiresAt - order.createdAt).toBe(30_000);
    expect((await client.call(contract.tradeAccounts)).demo).toBe(TRADE_DEMO_START_BALANCE - 2_000);
    expect((await client.call(contract.tradeOrders, { status: 'active', account: 'demo' })).list.map((o) => o.orderNo)).toEqual([order.orderNo]);

    server.clock.advance(30_000);
    await settled(server, order.orderNo);
    const { list } = await client.call(contract.tradeOrders, { status: 'history', account: 'demo' });
    const { outcome, payout } = expected(order);
    expect(list[0]).toMatchObject({ orderNo: order.orderNo, status: outcome, payout, closePrice: priceAt('EURUSD', order.expiresAt), profit: payout - 2_000 });
    expect(await client.call(contract.tradeAccounts)).toEqual({ demo: TRADE_DEMO_START_BALANCE - 2_000 + payout, real: 50_000, bonus: 0 });
    expect((await createLedger(server.database.db, server.clock.now).balances(userId)).main).toBe(50_000);

    expect(await client.call(contract.tradeDemoReset)).toEqual({ demo: TRADE_DEMO_START_BALANCE });
  });

  it('a demo reset with open demo orders is refused with a message and changes nothing: the demo balance never exceeds the reset amount (issue 26 item 7d)', async () => {
    const { client, userId } = await fundedPlayer(server, newPhone(), 0);
    const half = TRADE_DEMO_START_BALANCE / 2;
    // Up and down on the same market and expiry: whatever the price does, one of them pays back (a win or two ties).
    const { order: up } = await client.call(contract.tradePlace, { symbol: 'EURUSD', direction: 'up', invest: half, expirySeconds: 30, account: 'demo' });
    const { order: down } = await client.call(contract.tradePlace, { symbol: 'EURUSD', direction: 'down', invest: half, expirySeconds: 30, account: 'demo' });
    expect((await client.call(contract.tradeAccounts)).demo).toBe(0);

    const before = await snapshot(server.database);
    const refused = await failure(client.call(contract.tradeDemoReset));
    expect([refused.code, refused.msg]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.tradeDemoResetOpenOrders]);
    expect(await snapshot(server.database)).toEqual(before);

    server.clock.advance(30_000);
    await settled(server, up.orderNo);
    await settled(server, down.orderNo);
    const demo = async () => Number((await server.database.db.selectFrom('trade_demo_accounts').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow()).balance);
    // What the two orders paid back, and nothing more: the reset was not applied under them.
    expect(await demo()).toBe(expected(up).payout + expected(down).payout);
    // Once they closed, the reset puts the balance back to the reset amount exactly, and nothing open can add to it.
    expect(await client.call(contract.tradeDemoReset)).toEqual({ demo: TRADE_DEMO_START_BALANCE });
    server.clock.advance(300_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await demo()).toBe(TRADE_DEMO_START_BALANCE);
  });

  it('a real order invests from the main wallet, earns the trade bonus once, and settles on the ledger', async () => {
    const { client } = await fundedPlayer(server, newPhone(), 100_000);
    const { order } = await client.call(contract.tradePlace, { symbol: 'BTCUSDT', direction: 'down', invest: 10_000, expirySeconds: 60, account: 'real' });
    const bonus = tradeBonusAmount(10_000);
    expect(await client.call(contract.tradeAccounts)).toMatchObject({ real: 90_000, bonus });
    const grants = await client.call(contract.bonusList, {});
    expect(grants.list).toMatchObject([{ kind: 'trade', amount: bonus, status: 'processing', turnoverRequired: 0 }]);
    // The second real trade earns no second bonus.
    const second = (await client.call(contract.tradePlace, { symbol: 'BTCUSDT', direction: 'up', invest: 1_000, expirySeconds: 30, account: 'real' })).order;
    expect((await client.call(contract.tradeAccounts)).bonus).toBe(bonus);

    server.clock.advance(60_000);
    await settled(server, order.orderNo);
    await settled(server, second.orderNo);
    const a = expected(order);
    const b = expected(second);
    expect((await client.call(contract.tradeAccounts)).real).toBe(89_000 + a.payout + b.payout);
    // The trade bonus never converts to withdrawable money, whatever the turnover.
    expect((await client.call(contract.bonusList, {})).list[0]).toMatchObject({ kind: 'trade', status: 'processing' });
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
  });

  it('the bonus wallet invests in trades only, and pays back into the bonus wallet', async () => {
    const { client } = await fundedPlayer(server, newPhone(), 20_000);
    await client.call(contract.tradePlace, { symbol: 'ETHUSDT', direction: 'up', invest: 20_000, expirySeconds: 30, account: 'real' });
    const bonus = tradeBonusAmount(20_000);
    expect(await client.call(contract.tradeAccounts)).toMatchObject({ real: 0, bonus });
    const { order } = await client.call(contract.tradePlace, { symbol: 'ETHUSDT', direction: 'up', invest: bonus, expirySeconds: 30, account: 'real', funding: 'bonus' });
    expect(order.funding).toBe('bonus');
    expect((await client.call(contract.tradeAccounts)).bonus).toBe(0);
    server.clock.advance(30_000);
    await settled(server, order.orderNo);
    const accounts = await client.call(contract.tradeAccounts);
    expect(accounts.bonus).toBe(expected(order).payout);
    expect(accounts.real).toBe(expected({ ...order, invest: 20_000, profitPct: 80 } as TradeOrder).payout);
  });

  it('refuses bad tickets and missing money with a message, and changes nothing', async () => {
    const { client } = await fundedPlayer(server, newPhone(), 500);
    const base = { symbol: 'BTCUSDT', direction: 'up', invest: 1_000, expirySeconds: 30, account: 'real' } as const;
    const before = await snapshot(server.database);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ expirySeconds: 45 }, ERROR_CODES.VALIDATION, MESSAGES.invalidRequest],
      [{ symbol: 'XRPUSDT' }, ERROR_CODES.VALIDATION, MESSAGES.invalidRequest],
      [{ invest: 99 }, ERROR_CODES.VALIDATION, MESSAGES.amountBelowMin],
      [{ invest: 1_000_001 }, ERROR_CODES.VALIDATION, MESSAGES.amountAboveMax],
      [{ invest: 1_000 }, ERROR_CODES.INSUFFICIENT_BALANCE, MESSAGES.insufficientAvailableBalance],
      [{ account: 'demo', invest: TRADE_DEMO_START_BALANCE + 1 }, ERROR_CODES.INSUFFICIENT_BALANCE, MESSAGES.insufficientAvailableBalance],
      [{ funding: 'bonus', invest: 100 }, ERROR_CODES.INSUFFICIENT_BALANCE, MESSAGES.insufficientAvailableBalance],
    ];
    for (const [change, code, message] of cases) {
      const error = await failure(client.call(contract.tradePlace, { ...base, ...change } as never));
      expect([error.code, error.msg], JSON.stringify(change)).toEqual([code, message]);
    }
    const after = await snapshot(server.database);
    // The demo account row may now exist (created at the start balance); nothing else moved.
    expect({ ...after, trade_demo_accounts: [], sessions: [] }).toEqual({ ...before, trade_demo_accounts: [], sessions: [] });
  });

  it('streams every symbol’s price at each tick', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}${TRADE_STREAM_PATH}`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    let text = '';
    const deadline = Date.now() + 5_000;
    while (!text.includes('event: tick') && Date.now() < deadline) {
      server.clock.advance(1_000);
      const chunk = await Promise.race([reader.read(), new Promise<undefined>((r) => setTimeout(() => r(undefined), 1_200))]);
      if (chunk?.value !== undefined) text += new TextDecoder().decode(chunk.value);
    }
    controller.abort();
    const data = JSON.parse(/event: tick\ndata: (.*)\n/.exec(text)?.[1] ?? 'null') as { t: number; prices: Record<string, number> };
    expect(data.prices.BTCUSDT).toBe(priceAt('BTCUSDT', data.t));
    expect(Object.keys(data.prices)).toHaveLength(8);
  });
});

describe('TRADE_REAL_MONEY=0: demo trading only (issue 26 item 3)', () => {
  it('a real order answers "not available" and moves nothing; a demo order still trades', async () => {
    const server = await startTestServer('sqlite', { env: { TRADE_REAL_MONEY: '0' } });
    try {
      const { client } = await fundedPlayer(server, newPhone(), 50_000);
      const before = await snapshot(server.database);
      const refused = await failure(client.call(contract.tradePlace, { symbol: 'EURUSD', direction: 'up', invest: 2_000, expirySeconds: 30, account: 'real' }));
      expect([refused.code, refused.msg]).toEqual([ERROR_CODES.FEATURE_DISABLED, MESSAGES.featureDisabled]);
      expect(await snapshot(server.database)).toEqual(before);
      const { order } = await client.call(contract.tradePlace, { symbol: 'EURUSD', direction: 'up', invest: 2_000, expirySeconds: 30, account: 'demo' });
      expect(order.account).toBe('demo');
    } finally {
      await server.close();
    }
  });
});

describe('without a price feed (production unless TRADE_FEED_SANDBOX=1)', () => {
  it('is off in production by default and on only when the operator opts in', () => {
    const paths = { defaultSqliteFile: ':memory:', defaultSeedFile: SEED_FILE };
    expect(loadConfig({ ...PRODUCTION_ENV }, paths).tradeFeed.sandbox).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, TRADE_FEED_SANDBOX: '1', TRADE_FEED_SANDBOX_REAL_MONEY: '1' }, paths).tradeFeed.sandbox).toBe(true);
  });

  it('every trading endpoint and the stream answer "not available" and nothing moves', async () => {
    const server = await startTestServer('sqlite', { env: { TRADE_FEED_SANDBOX: '0' } });
    try {
      const { client } = await fundedPlayer(server, newPhone(), 100_000);
      const before = await snapshot(server.database);
      const calls: (() => Promise<unknown>)[] = [
        () => client.call(contract.tradeMarkets),
        () => client.call(contract.tradePrices, { symbol: 'BTCUSDT' }),
        () => client.call(contract.tradeAccounts),
        () => client.call(contract.tradeDemoReset),
        () => client.call(contract.tradeOrders, { status: 'active', account: 'real' }),
        () => client.call(contract.tradePlace, { symbol: 'BTCUSDT', direction: 'up', invest: 1_000, expirySeconds: 30, account: 'real' }),
      ];
      for (const call of calls) {
        const error = await failure(call());
        expect([error.code, error.msg]).toEqual([ERROR_CODES.FEATURE_DISABLED, MESSAGES.featureDisabled]);
      }
      const stream = await rawCall(server.baseUrl, 'GET', TRADE_STREAM_PATH);
      expect((stream.json as { code: string }).code).toBe(ERROR_CODES.FEATURE_DISABLED);
      expect({ ...(await snapshot(server.database)), sessions: [] }).toEqual({ ...before, sessions: [] });
    } finally {
      await server.close();
    }
  });
});
