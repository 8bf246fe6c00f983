// Trading on the real feed (TRADE_FEED=binance) through the real client and server, with Binance
// faked locally (test/fakeBinance.ts): the markets are the mapped crypto ones priced by the stream,
// a real-money order opens at the latest trade and the server's own settler pays it at the price of
// its expiry tick, which the server (the leader of its one-instance cluster) stored.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tradePayout } from '@perya/domain';
import { contract } from '@perya/api/contract';
import { DB_KINDS, fundedPlayer, startTestServer, type TestServer } from './harness';
import { startFakeBinance, type FakeBinance } from './fakeBinance';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** vi.waitFor with room for a loaded machine. */
const waitFor = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

describe.each(DB_KINDS)('trading on the Binance feed on %s', (kind) => {
  let server: TestServer;
  let binance: FakeBinance;
  beforeAll(async () => {
    binance = await startFakeBinance();
    server = await startTestServer(kind, { env: { TRADE_FEED: 'binance', BINANCE_API_URL: binance.apiUrl, BINANCE_WS_URL: binance.wsUrl } });
  });
  afterAll(async () => {
    await server?.close();
    await binance?.close();
  });

  it('lists the mapped markets at their stream prices; an order settles at its expiry tick, stored by the server', async () => {
    const { clock } = server;
    clock.current = Math.floor(clock.current / 1_000) * 1_000 + 500;
    await waitFor(() => expect(binance.openStreams()).toBe(1));
    expect(binance.connections).toEqual(['/stream?streams=btcusdt@aggTrade/ethusdt@aggTrade/solusdt@aggTrade/dogeusdt@aggTrade']);
    clock.advance(3_000);
    const now = Math.floor(clock.current / 1_000) * 1_000;
    binance.trade('BTCUSDT', now + 10, '97000.12000000');
    binance.trade('ETHUSDT', now + 20, '3400.00000000');

    const { client } = await fundedPlayer(server, '09215550101', 100_000);
    await waitFor(async () => {
      const markets = await client.call(contract.tradeMarkets);
      expect(markets.markets.map((m) => [m.symbol, m.price])).toEqual([['BTCUSDT', 9_700_012], ['ETHUSDT', 340_000]]);
    });

    const { order } = await client.call(contract.tradePlace, { symbol: 'BTCUSDT', direction: 'down', invest: 10_000, expirySeconds: 30, account: 'real' });
    expect(order.entryPrice).toBe(9_700_012);
    const expiryTick = Math.floor(order.expiresAt / 1_000) * 1_000;
    clock.current = expiryTick + 200;
    binance.trade('BTCUSDT', expiryTick + 100, '96999.99000000');
    // Later trades rise far above the entry: the order is still judged at its expiry tick.
    clock.advance(1_000);
    binance.trade('BTCUSDT', expiryTick + 1_100, '99000.00000000');
    await waitFor(async () => {
      const history = await client.call(contract.tradeOrders, { status: 'history', account: 'real' });
      expect(history.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'win', closePrice: 9_699_999, payout: tradePayout(10_000, order.profitPct, 'win') });
    });
    await waitFor(async () => {
      const row = await server.database.db.selectFrom('trade_ticks').selectAll().where('symbol', '=', 'BTCUSDT').where('t', '=', expiryTick).executeTakeFirst();
      expect(Number(row?.price)).toBe(9_699_999);
    });
  });
});
