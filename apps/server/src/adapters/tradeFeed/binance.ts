// The real trading price feed (issue 26 item 3): Binance Spot's public market data, no API key.
//
// A tick is one second (Binance's 1s klines). The price of a tick is the last trade at or before the
// tick's end: the close of its 1s kline, or, in a second without trades, the price of the tick
// before (nothing traded, the price stayed). It comes from two sources that agree on that rule:
// - the combined aggTrade stream (<ws>/stream?streams=btcusdt@aggTrade/...): every trade, live.
//   A tick is final once a trade of a later tick arrives (Binance sends each symbol's trades in
//   order), or QUIET_MS after its end while the stream was up throughout (nothing traded);
// - REST GET /api/v3/klines interval 1s: the ticks the stream did not see in full (before it
//   connected, while it was down: polled every POLL_MS then, so ticks keep being stored; and the
//   backfill after a restart, from the last stored tick).
// A tick nobody could price within GIVE_UP_MS of its end (Binance unreachable both ways) is a gap:
// no row, priceAt answers undefined, and the settler refunds the orders expiring in it (it waits
// for `finalBefore` until then, never guessing from a later or earlier price).
//
// Final ticks are kept in memory (MEMORY_MS, the chart's longest window) and written to trade_ticks
// in batches by the cluster's leader only (`writes`); the insert ignores a row already there, so a
// new leader rewriting its recent memory, or two writers for a moment, are harmless. Rows older
// than the retention are deleted by the leader. priceAt of an older tick, or after a restart, reads
// the table: every instance answers the same stored price.
//
// Prices: Binance sends decimal strings ("97123.45000000"); decimalToUnits turns them into our
// integer units (@perya/domain TRADE_SYMBOLS decimals) by string arithmetic, rounding half up past
// the market's decimals, so no float ever touches a price.
//
// Why the official connector (@binance/spot) for REST but the `ws` package (the connector's own
// WebSocket library) for the stream: the connector's REST client takes any base URL (basePath), so
// the tests point it at test/fakeBinance.ts. Its stream client does too, but it reconnects on a fixed
// delay without backoff, leaves a connection it could not open reconnecting with no handle to stop
// it (WebsocketStreams.connect rejects and keeps the socket's timers), does nothing on disconnect
// while a reconnection is pending, and logs to the console through a logger of its own. The stream
// needs none of its signing or request plumbing: one URL and JSON frames, below.
import { Spot, SpotRestAPI } from '@binance/spot';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import { findTradeSymbol } from '@perya/domain';
import type { BinanceFeedConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { PriceFeed, TradeTickEvent } from './feed';

/** One tick: Binance's 1s klines. */
export const BINANCE_TICK_MS = 1_000;

export interface BinanceFeedTiming {
  /** A tick with no later trade is final this long after its end while the stream was up (nothing traded). */
  readonly quietMs: number;
  /** How often REST klines are polled while the stream is down or a tick before it is missing. */
  readonly pollMs: number;
  /** Reconnect delays: the first, doubled per failed attempt up to the last. */
  readonly reconnectMinMs: number;
  readonly reconnectMaxMs: number;
  /** Nothing from the stream (not even a ping) this long: the connection is dead, reconnect. */
  readonly idleMs: number;
  /** A price not confirmed for this long (stream down, polling failing) is no price to open an order at. */
  readonly staleMs: number;
  /** A tick still unpriced this long after its end is given up: a gap (its orders are refunded). */
  readonly giveUpMs: number;
  /** How often final ticks are written (leader) and the main loop runs. */
  readonly loopMs: number;
  /** Final ticks kept in memory (at least the chart's longest window, an hour). */
  readonly memoryMs: number;
  /** Stored ticks older than this are deleted. */
  readonly retentionMs: number;
  /** At start, the backfill reaches back at most this far (ticks before it, if never stored, stay gaps). */
  readonly backfillMs: number;
}

export const BINANCE_TIMING: BinanceFeedTiming = {
  quietMs: 2_000,
  pollMs: 1_000,
  reconnectMinMs: 500,
  reconnectMaxMs: 30_000,
  idleMs: 60_000,
  staleMs: 3_000,
  giveUpMs: 5 * 60_000,
  loopMs: 200,
  memoryMs: 65 * 60_000,
  retentionMs: 3 * 86_400_000,
  backfillMs: 6 * 3_600_000,
};

/** Klines per REST call (Binance's maximum). */
const KLINES_LIMIT = 1_000;
/** Rows per insert statement. */
const WRITE_BATCH = 500;
const PRUNE_EVERY_MS = 3_600_000;
/** A trade stamped this far from our clock (either way, network delay included) is worth a warning. */
const SKEW_WARN_MS = 5_000;

export interface BinanceFeedLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface BinanceFeedOptions {
  readonly config: BinanceFeedConfig;
  readonly db: Kysely<Database>;
  readonly now: () => number;
  /** Whether this instance stores ticks: the cluster's leader (always, on one instance). */
  readonly writes: () => boolean;
  readonly log: BinanceFeedLog;
  readonly timing?: Partial<BinanceFeedTiming>;
}

/**
 * A decimal price as Binance writes it ("97123.45000000") in units of 10^-decimals, exactly (string
 * and bigint arithmetic), rounded half up past `decimals`; undefined for anything else, zero, or a
 * number past Number.MAX_SAFE_INTEGER.
 */
export function decimalToUnits(text: string, decimals: number): number | undefined {
  const match = /^(\d{1,30})(?:\.(\d{1,30}))?$/.exec(text);
  if (match === null) return undefined;
  const fraction = match[2] ?? '';
  let units = BigInt(`${match[1] as string}${fraction.slice(0, decimals).padEnd(decimals, '0')}`);
  const rest = fraction.slice(decimals);
  if (rest !== '' && rest.charCodeAt(0) >= 53 /* '5' */) units += 1n;
  if (units <= 0n || units > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(units);
}

/** The official connector's REST client on `apiUrl` (public market data: no key; we retry ourselves). */
export function binanceRest(apiUrl: string, timeoutMs = 5_000) {
  return new Spot({ configurationRestAPI: { apiKey: '', basePath: apiUrl, timeout: timeoutMs, retries: 0, keepAlive: false } }).restAPI;
}

/** `Binance refused (400 -1121 Invalid symbol.)`-style text of a connector error; never holds a secret (there is none). */
export function binanceErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const tag = [statusCode, code].filter((v) => v !== undefined).map(String).join(' ');
  return `${error.name}${tag !== '' ? ` ${tag}` : ''}: ${error.message.split('\n')[0] ?? ''}`;
}

interface SymbolState {
  /** Our market id and Binance's symbol. */
  readonly symbol: string;
  readonly remote: string;
  readonly decimals: number;
  /** The first tick (index) whose price is not final yet; every tick before it is final (priced, or a gap). */
  finalFrom: number;
  /** The price of tick finalFrom - 1 (carried forward over seconds without trades); undefined after a gap. */
  base: number | undefined;
  /** Final prices in memory by tick, from memoryFrom on (before it: the table). */
  readonly final: Map<number, number>;
  memoryFrom: number;
  /** The last trade price seen in each tick from finalFrom on (not final). */
  readonly pending: Map<number, number>;
  /** Highest tick with a trade from the stream: every tick before it is final once the stream covers it. */
  latestTradeTick: number;
  /** The stream has every trade from this tick on (connected before it began); undefined while down. */
  liveFrom: number | undefined;
  /** When the last successful REST poll answered: its prices were current then. */
  polledAt: number;
  /** Final ticks not written yet (the leader writes them; a follower keeps its recent ones for when it leads). */
  unwritten: Array<{ t: number; price: number }>;
}

export interface BinanceFeed extends PriceFeed {
  /** The instant before which every tick of `symbol` is final (priced, or a gap): the settler waits for it. */
  finalBefore(symbol: string): number;
  /** Whether the stream is connected (tests). */
  connected(): boolean;
}

export function createBinancePriceFeed(options: BinanceFeedOptions): BinanceFeed {
  const { config, db, now, writes, log } = options;
  const timing: BinanceFeedTiming = { ...BINANCE_TIMING, ...options.timing };
  const T = BINANCE_TICK_MS;
  const tickOf = (at: number) => Math.floor(at / T);
  const rest = binanceRest(config.apiUrl);

  const states = new Map<string, SymbolState>();
  const byRemote = new Map<string, SymbolState>();
  const start = tickOf(now() - timing.backfillMs);
  for (const [symbol, remote] of config.symbols) {
    const def = findTradeSymbol(symbol);
    if (def === undefined) continue;
    const state: SymbolState = {
      symbol, remote, decimals: def.decimals, finalFrom: start, base: undefined, final: new Map(), memoryFrom: start,
      pending: new Map(), latestTradeTick: -1, liveFrom: undefined, polledAt: -Infinity, unwritten: [],
    };
    states.set(symbol, state);
    byRemote.set(remote, state);
  }

  const listeners = new Set<(tick: TradeTickEvent) => void>();
  let closed = false;
  let socket: WebSocket | undefined;
  let open = false;
  let attempts = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let loopTimer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let writing: Promise<void> | undefined;
  let lastPollAt = -Infinity;
  let lastPruneAt = -Infinity;
  let lastEmitted = tickOf(now()) - 1;
  let restFailing = false;
  let dropped = 0;
  let skewWarnedAt = -Infinity;
  const startedAt = now();

  /** Ticks before this may be given up as gaps: giveUpMs past their end, and past this process's start (a restart retries first). */
  const giveUpBound = (at: number) => (at - startedAt < timing.giveUpMs ? -Infinity : tickOf(at - timing.giveUpMs));

  /** Makes ticks [finalFrom, upTo) final: each one's last trade, else the one before's price (nothing traded). */
  function finalize(s: SymbolState, upTo: number): void {
    for (let n = s.finalFrom; n < upTo; n++) {
      const price = s.pending.get(n) ?? s.base;
      s.pending.delete(n);
      if (price !== undefined) {
        s.final.set(n, price);
        s.unwritten.push({ t: n * T, price });
      }
      s.base = price;
    }
    if (upTo > s.finalFrom) s.finalFrom = upTo;
  }

  /** Ticks [finalFrom, upTo) become gaps: nobody could price them in time. The price after them is not carried over them. */
  function giveUp(s: SymbolState, upTo: number): void {
    if (upTo <= s.finalFrom) return;
    log.warn(`binance feed: ${s.symbol} has no price from ${new Date(s.finalFrom * T).toISOString()} to ${new Date(upTo * T).toISOString()} (Binance unreachable); orders expiring then are refunded`);
    for (const n of s.pending.keys()) if (n < upTo) s.pending.delete(n);
    s.finalFrom = upTo;
    s.base = undefined;
  }

  /** The stream's part: ticks it saw whole become final once a later trade came or the quiet time passed. */
  function advanceLive(s: SymbolState, at: number): void {
    if (s.liveFrom === undefined || s.finalFrom < s.liveFrom) return;
    finalize(s, Math.max(s.latestTradeTick, tickOf(at - timing.quietMs)));
  }

  function onTrade(data: Record<string, unknown>): boolean {
    const s = typeof data.s === 'string' ? byRemote.get(data.s) : undefined;
    const time = typeof data.T === 'number' ? data.T : Number.NaN;
    const price = typeof data.p === 'string' && s !== undefined ? decimalToUnits(data.p, s.decimals) : undefined;
    if (s === undefined || price === undefined || !Number.isSafeInteger(time) || time <= 0) return false;
    const n = tickOf(time);
    // Ticks are Binance's seconds and expiries this clock's: say so when they drift apart (run NTP; the doctor checks too).
    const ahead = time - now();
    if (Math.abs(ahead) > SKEW_WARN_MS && now() - skewWarnedAt > 600_000) {
      skewWarnedAt = now();
      log.warn(`binance feed: trade times are ${ahead > 0 ? 'ahead of' : 'behind'} this machine's clock by ${Math.abs(ahead)} ms; sync the clock (NTP)`);
    }
    // A trade of a tick already final (late, or before the stream covered it) changes nothing stored.
    if (n < s.finalFrom || (s.liveFrom !== undefined && n < s.liveFrom)) return true;
    s.pending.set(n, price);
    if (n > s.latestTradeTick) s.latestTradeTick = n;
    advanceLive(s, now());
    return true;
  }

  function onMessage(raw: string): void {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      message = undefined;
    }
    const data = typeof message === 'object' && message !== null ? (message as { data?: unknown }).data : undefined;
    if (typeof data === 'object' && data !== null) {
      const event = (data as { e?: unknown }).e;
      if (event === 'aggTrade' && onTrade(data as Record<string, unknown>)) return;
      if (event === 'serverShutdown') {
        // Binance is about to close this connection: open a new one at once.
        log.info('binance feed: the stream server is shutting down; reconnecting');
        attempts = 0;
        socket?.terminate();
        return;
      }
    }
    // Anything else (a subscription answer, an error, garbage) is ignored; counted for the logs.
    dropped += 1;
    if (dropped === 1 || dropped % 1000 === 0) log.warn(`binance feed: ignored ${dropped} stream message(s) that are not aggTrade events of our symbols`);
  }

  function armIdle(ws: WebSocket): void {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      log.warn(`binance feed: nothing from the stream for ${timing.idleMs} ms; reconnecting`);
      ws.terminate();
    }, timing.idleMs);
    idleTimer.unref();
  }

  function connect(): void {
    if (closed) return;
    const streams = [...states.values()].map((s) => `${s.remote.toLowerCase()}@aggTrade`).join('/');
    const ws = new WebSocket(`${config.wsUrl}/stream?streams=${streams}`, { handshakeTimeout: 10_000 });
    socket = ws;
    armIdle(ws);
    ws.on('open', () => {
      if (socket !== ws) return;
      open = true;
      attempts = 0;
      // Trades before this instant were missed: the tick it falls in and those before come from REST.
      const first = tickOf(now()) + 1;
      for (const s of states.values()) s.liveFrom = first;
      log.info('binance feed: stream connected');
    });
    ws.on('message', (data: WebSocket.RawData) => {
      armIdle(ws);
      onMessage(data.toString());
    });
    // The ws package answers Binance's pings itself; a ping still proves the connection lives.
    ws.on('ping', () => armIdle(ws));
    ws.on('error', (error) => {
      if (socket === ws && attempts <= 1) log.warn(`binance feed: stream error: ${error.message}`);
    });
    ws.on('close', () => {
      if (socket !== ws) return;
      socket = undefined;
      if (open) log.warn('binance feed: stream disconnected; polling REST until it is back');
      open = false;
      for (const s of states.values()) s.liveFrom = undefined;
      if (idleTimer !== undefined) clearTimeout(idleTimer);
      idleTimer = undefined;
      if (closed) return;
      const delay = Math.min(timing.reconnectMaxMs, timing.reconnectMinMs * 2 ** attempts) * (1 + Math.random() * 0.2);
      attempts += 1;
      reconnectTimer = setTimeout(connect, delay);
      reconnectTimer.unref();
    });
  }

  /** REST for every symbol the stream does not cover in full: the ticks from finalFrom to the stream's start (or to now). */
  async function poll(): Promise<void> {
    for (const s of states.values()) {
      for (let page = 0; page < 100 && !closed; page++) {
        const at = now();
        const live = s.liveFrom;
        if (live !== undefined && s.finalFrom >= live) break;
        // Ticks at least quietMs past their end (Binance has closed their klines), never past the stream's start.
        const settledEnd = Math.min(live ?? Infinity, tickOf(at - timing.quietMs));
        let rows: unknown[];
        try {
          const response = await rest.klines({ symbol: s.remote, interval: SpotRestAPI.KlinesIntervalEnum.INTERVAL_1s, startTime: s.finalFrom * T, limit: KLINES_LIMIT });
          rows = (await response.data()) as unknown[];
          if (!Array.isArray(rows)) throw new Error('klines answer is not a list');
        } catch (error) {
          if (!restFailing) log.warn(`binance feed: REST klines failed for ${s.remote}: ${binanceErrorText(error)}`);
          restFailing = true;
          giveUp(s, Math.min(live ?? Infinity, giveUpBound(at)));
          return;
        }
        if (restFailing) log.info('binance feed: REST klines answer again');
        restFailing = false;
        let last = s.finalFrom - 1;
        for (const row of rows) {
          if (!Array.isArray(row)) continue;
          const n = tickOf(Number(row[0]));
          const price = typeof row[4] === 'string' ? decimalToUnits(row[4], s.decimals) : undefined;
          if (!Number.isSafeInteger(n) || n < s.finalFrom || price === undefined) continue;
          // The stream's trades are as good from liveFrom on; the still open kline of now is only the latest price.
          if (live === undefined || n < live) s.pending.set(n, price);
          if (n > last) last = n;
        }
        s.polledAt = at;
        // A full page may stop short of now: the next page goes on from where it ended.
        const end = rows.length >= KLINES_LIMIT ? Math.min(last + 1, settledEnd) : settledEnd;
        finalize(s, end);
        if (rows.length < KLINES_LIMIT) break;
      }
    }
  }

  async function write(): Promise<void> {
    const cutoff = tickOf(now() - timing.memoryMs) * T;
    if (!writes()) {
      // A follower keeps its recent final ticks, to write them if it becomes the leader.
      for (const s of states.values()) if (s.unwritten.length > 0 && (s.unwritten[0] as { t: number }).t < cutoff) s.unwritten = s.unwritten.filter((r) => r.t >= cutoff);
      return;
    }
    for (const s of states.values()) {
      // Closed (the app is stopping, its database next): the next start backfills from the last stored tick.
      while (s.unwritten.length > 0 && !closed) {
        const batch = s.unwritten.slice(0, WRITE_BATCH);
        await db
          .insertInto('trade_ticks')
          .values(batch.map((r) => ({ symbol: s.symbol, t: r.t, price: r.price })))
          .onConflict((oc) => oc.columns(['symbol', 't']).doNothing())
          .execute();
        s.unwritten.splice(0, batch.length);
      }
    }
    if (!closed && now() - lastPruneAt >= PRUNE_EVERY_MS) {
      lastPruneAt = now();
      await db.deleteFrom('trade_ticks').where('t', '<', now() - timing.retentionMs).execute();
    }
  }

  function emit(at: number): void {
    const n = tickOf(at) - 1;
    if (n <= lastEmitted || listeners.size === 0) {
      lastEmitted = Math.max(lastEmitted, n);
      return;
    }
    lastEmitted = n;
    const prices: Record<string, number> = {};
    for (const s of states.values()) {
      const price = memoryPrice(s, n, at);
      if (typeof price === 'number') prices[s.symbol] = price;
    }
    if (Object.keys(prices).length === 0) return;
    const event: TradeTickEvent = { t: n * T, prices };
    for (const listener of listeners) listener(event);
  }

  function loop(): void {
    if (closed) return;
    const at = now();
    for (const s of states.values()) {
      advanceLive(s, at);
      // Binance unreachable both ways for giveUpMs: the oldest unpriced ticks become gaps.
      if (s.liveFrom === undefined && restFailing) giveUp(s, giveUpBound(at));
      const forget = tickOf(at - timing.memoryMs);
      if (forget > s.memoryFrom) {
        for (const n of s.final.keys()) if (n < forget) s.final.delete(n);
        s.memoryFrom = forget;
      }
    }
    const behind = [...states.values()].some((s) => s.liveFrom === undefined || s.finalFrom < s.liveFrom);
    if (behind && polling === undefined && at - lastPollAt >= timing.pollMs) {
      lastPollAt = at;
      polling = poll()
        .catch((error: unknown) => log.warn(`binance feed: polling failed: ${binanceErrorText(error)}`))
        .finally(() => {
          polling = undefined;
        });
    }
    if (writing === undefined) {
      writing = write()
        .catch((error: unknown) => log.warn(`binance feed: storing ticks failed (kept for the next try): ${binanceErrorText(error)}`))
        .finally(() => {
          writing = undefined;
        });
    }
    emit(at);
  }

  /**
   * The price of tick n from memory: final, or (not final yet) the last trade seen so far in it or
   * before it; 'table' when the tick is older than memory; undefined when unknown (a gap, or a price
   * not confirmed for staleMs).
   */
  function memoryPrice(s: SymbolState, n: number, at: number): number | undefined | 'table' {
    if (n < s.memoryFrom) return 'table';
    if (n < s.finalFrom) return s.final.get(n);
    let newest: { k: number; price: number } | undefined;
    for (let k = n; k >= s.finalFrom && newest === undefined; k--) {
      const price = s.pending.get(k);
      if (price !== undefined) newest = { k, price };
    }
    // The stream is up and saw a trade since it connected: no later trade up to tick n was missed.
    if (newest !== undefined && s.liveFrom !== undefined && newest.k >= s.liveFrom) return newest.price;
    const confirmedAt = s.liveFrom !== undefined && s.finalFrom >= s.liveFrom ? at : s.polledAt;
    if ((n + 1) * T > confirmedAt && at - confirmedAt > timing.staleMs) return undefined;
    return newest?.price ?? s.base;
  }

  async function stored(symbol: string, n: number): Promise<number | undefined> {
    const row = await db.selectFrom('trade_ticks').select('price').where('symbol', '=', symbol).where('t', '=', n * T).executeTakeFirst();
    return row === undefined ? undefined : Number(row.price);
  }

  /** Where each symbol goes on from: the tick after the last one stored, if it is within the backfill. */
  async function init(): Promise<void> {
    const rows = await db.selectFrom('trade_ticks').select(['symbol', (eb) => eb.fn.max('t').as('t')]).groupBy('symbol').execute();
    for (const row of rows) {
      const s = states.get(row.symbol);
      if (s === undefined || row.t === null) continue;
      const n = tickOf(Number(row.t));
      if (n + 1 <= s.finalFrom) continue;
      s.base = await stored(s.symbol, n);
      s.finalFrom = n + 1;
      s.memoryFrom = n + 1;
    }
  }

  const ready = init()
    .catch((error: unknown) => log.warn(`binance feed: reading the stored ticks failed (backfilling from REST): ${binanceErrorText(error)}`))
    .then(() => {
      if (closed) return;
      connect();
      loopTimer = setInterval(loop, timing.loopMs);
      loopTimer.unref();
    });

  return {
    name: 'binance',
    tickMs: T,
    symbols: [...states.keys()],
    async priceAt(symbol, atMs) {
      const s = states.get(symbol);
      const at = now();
      if (s === undefined || atMs > at) return undefined;
      await ready;
      const n = tickOf(atMs);
      const price = memoryPrice(s, n, at);
      return price === 'table' ? stored(symbol, n) : price;
    },
    async history(symbol, fromMs, toMs) {
      const times: number[] = [];
      const prices: number[] = [];
      const s = states.get(symbol);
      const at = now();
      if (s === undefined) return { times, prices };
      await ready;
      const first = tickOf(fromMs);
      const last = tickOf(Math.min(toMs, at));
      if (first < s.memoryFrom) {
        const rows = await db
          .selectFrom('trade_ticks')
          .select(['t', 'price'])
          .where('symbol', '=', symbol)
          .where('t', '>=', first * T)
          .where('t', '<', Math.min(s.memoryFrom, last + 1) * T)
          .orderBy('t')
          .execute();
        for (const row of rows) {
          times.push(Number(row.t));
          prices.push(Number(row.price));
        }
      }
      for (let n = Math.max(first, s.memoryFrom); n <= last; n++) {
        const price = memoryPrice(s, n, at);
        if (typeof price !== 'number') continue;
        times.push(n * T);
        prices.push(price);
      }
      return { times, prices };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    finalBefore(symbol) {
      const s = states.get(symbol);
      return s === undefined ? Infinity : s.finalFrom * T;
    },
    connected: () => open,
    close() {
      closed = true;
      listeners.clear();
      if (loopTimer !== undefined) clearInterval(loopTimer);
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      if (idleTimer !== undefined) clearTimeout(idleTimer);
      socket?.terminate();
      socket = undefined;
    },
  };
}
