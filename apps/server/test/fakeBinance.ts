// A local fake of Binance Spot's public market data for tests (nothing reaches the internet), in the
// format of Binance's spot API docs (rest-api.md, web-socket-streams.md, errors.md):
// - REST: GET /api/v3/ping ({}), GET /api/v3/time ({serverTime}), GET /api/v3/klines (symbol,
//   interval, startTime, endTime, limit ≤ 1000; rows [openTime, open, high, low, close, volume,
//   closeTime, quoteVolume, trades, takerBase, takerQuote, "0"] with prices as decimal strings),
//   GET /api/v3/ticker/price?symbol= ({symbol, price}); refusals are {code, msg} with Binance's
//   codes (-1121 Invalid symbol., -1120 Invalid interval., -1003 too many requests on 429).
// - WebSocket: /stream?streams=btcusdt@aggTrade/... (combined streams): every trade of a named
//   symbol as {"stream":"btcusdt@aggTrade","data":{"e":"aggTrade",...}}.
// The klines are made from the trades the test added; a second without trades has no kline here
// (the feed carries the price before it over, as it must for a quiet second either way).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

export interface FakeTrade {
  readonly symbol: string;
  /** Trade time (epoch ms, Binance's clock). */
  readonly time: number;
  /** Decimal string as Binance sends it, e.g. "97123.45000000". */
  readonly price: string;
}

export interface FakeBinance {
  /** What BINANCE_API_URL points at (http://127.0.0.1:PORT). */
  readonly apiUrl: string;
  /** What BINANCE_WS_URL points at (ws://127.0.0.1:PORT). */
  readonly wsUrl: string;
  /** `GET /api/v3/klines?symbol=...` etc., in order. */
  readonly requests: string[];
  /** The stream URLs connected to (path and query). */
  readonly connections: string[];
  readonly trades: FakeTrade[];
  /** REST answers this status and {code, msg} to every call while set. */
  restFailure: { readonly status: number; readonly code: number; readonly msg: string } | undefined;
  /** Stream upgrades are refused (HTTP 503) while set. */
  refuseStreams: boolean;
  /** The server's clock (GET /api/v3/time). */
  serverTime: () => number;
  /** Adds a trade; open streams naming its symbol get it at once (unless `quiet`: only REST knows it). */
  trade(symbol: string, time: number, price: string, options?: { quiet?: boolean }): void;
  /** Sends a raw text frame to every open stream (bad messages). */
  sendRaw(text: string): void;
  /** Closes every open stream (abruptly). */
  dropStreams(): void;
  openStreams(): number;
  close(): Promise<void>;
}

const TICK_MS = 1_000;

export async function startFakeBinance(listed: readonly string[] = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT']): Promise<FakeBinance> {
  const requests: string[] = [];
  const connections: string[] = [];
  const trades: FakeTrade[] = [];
  const sockets = new Map<WebSocket, Set<string>>();
  let nextId = 1_000_000;

  const state: Pick<FakeBinance, 'restFailure' | 'refuseStreams' | 'serverTime'> = { restFailure: undefined, refuseStreams: false, serverTime: () => Date.now() };

  const klines = (symbol: string, startTime: number | undefined, endTime: number | undefined, limit: number) => {
    const bySecond = new Map<number, FakeTrade[]>();
    for (const t of trades) {
      if (t.symbol !== symbol) continue;
      if (startTime !== undefined && t.time < Math.floor(startTime / TICK_MS) * TICK_MS) continue;
      if (endTime !== undefined && t.time > endTime) continue;
      const open = Math.floor(t.time / TICK_MS) * TICK_MS;
      bySecond.set(open, [...(bySecond.get(open) ?? []), t]);
    }
    const opens = [...bySecond.keys()].sort((a, b) => a - b);
    // Without startTime Binance answers the most recent ones.
    const chosen = startTime === undefined ? opens.slice(-limit) : opens.slice(0, limit);
    return chosen.map((open) => {
      const inSecond = (bySecond.get(open) as FakeTrade[]).sort((a, b) => a.time - b.time);
      const prices = inSecond.map((t) => t.price);
      const num = (p: string) => Number(p);
      const high = prices.reduce((a, b) => (num(b) > num(a) ? b : a));
      const low = prices.reduce((a, b) => (num(b) < num(a) ? b : a));
      return [open, prices[0], high, low, prices.at(-1), '1.00000000', open + TICK_MS - 1, '100.00000000', inSecond.length, '0.50000000', '50.00000000', '0'];
    });
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://binance.test');
    requests.push(`${req.method ?? ''} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json;charset=UTF-8');
      res.end(JSON.stringify(body));
    };
    const failure = state.restFailure;
    if (failure !== undefined) return send(failure.status, { code: failure.code, msg: failure.msg });
    const q = url.searchParams;
    const symbol = q.get('symbol') ?? '';
    switch (url.pathname) {
      case '/api/v3/ping':
        return send(200, {});
      case '/api/v3/time':
        return send(200, { serverTime: state.serverTime() });
      case '/api/v3/klines': {
        if (!listed.includes(symbol)) return send(400, { code: -1121, msg: 'Invalid symbol.' });
        if (q.get('interval') !== '1s') return send(400, { code: -1120, msg: 'Invalid interval.' });
        const limit = Math.min(1000, Number(q.get('limit') ?? 500));
        const opt = (name: string) => (q.get(name) === null ? undefined : Number(q.get(name)));
        return send(200, klines(symbol, opt('startTime'), opt('endTime'), limit));
      }
      case '/api/v3/ticker/price': {
        if (!listed.includes(symbol)) return send(400, { code: -1121, msg: 'Invalid symbol.' });
        const last = trades.filter((t) => t.symbol === symbol).sort((a, b) => a.time - b.time).at(-1);
        return send(200, { symbol, price: last?.price ?? '0.00000000' });
      }
      default:
        return send(404, { code: -1, msg: 'Not found' });
    }
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://binance.test');
    if (state.refuseStreams || url.pathname !== '/stream') {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    connections.push(`${url.pathname}${url.search}`);
    const names = new Set((url.searchParams.get('streams') ?? '').split('/').filter((s) => s !== ''));
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(ws, names);
      ws.on('close', () => sockets.delete(ws));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Binance has no TCP address');
  const origin = `127.0.0.1:${address.port}`;

  return {
    apiUrl: `http://${origin}`,
    wsUrl: `ws://${origin}`,
    requests,
    connections,
    trades,
    get restFailure() {
      return state.restFailure;
    },
    set restFailure(value) {
      state.restFailure = value;
    },
    get refuseStreams() {
      return state.refuseStreams;
    },
    set refuseStreams(value) {
      state.refuseStreams = value;
    },
    get serverTime() {
      return state.serverTime;
    },
    set serverTime(value) {
      state.serverTime = value;
    },
    trade(symbol, time, price, options = {}) {
      trades.push({ symbol, time, price });
      if (options.quiet === true) return;
      const stream = `${symbol.toLowerCase()}@aggTrade`;
      const id = nextId++;
      const frame = JSON.stringify({ stream, data: { e: 'aggTrade', E: time + 3, s: symbol, a: id, p: price, q: '0.01000000', f: id * 2, l: id * 2 + 1, T: time, m: id % 2 === 0, M: true } });
      for (const [ws, names] of sockets) if (names.has(stream)) ws.send(frame);
    },
    sendRaw(text) {
      for (const ws of sockets.keys()) ws.send(text);
    },
    dropStreams() {
      for (const ws of sockets.keys()) ws.terminate();
    },
    openStreams: () => sockets.size,
    async close() {
      for (const ws of sockets.keys()) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
