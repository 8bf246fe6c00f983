// The trading price feed port: a real market-data provider implements it; the sandbox (sandbox.ts)
// is a seeded random walk. Prices are integers in the symbol's units (@perya/domain TRADE_SYMBOLS).
// Orders open at the price of the tick containing the placing instant and settle at the price of
// the tick containing their expiry instant, read from here whenever the settler runs: a feed must
// answer a past instant with the price it had then, not the latest one. The real feed is Binance's
// (binance.ts: stored ticks, so that holds after a restart and on every instance).

export interface TradeTickEvent {
  /** Start of the tick (epoch ms, a multiple of tickMs). */
  readonly t: number;
  /** Every symbol's price at that tick. */
  readonly prices: Readonly<Record<string, number>>;
}

export interface PriceFeed {
  readonly name: string;
  /** Length of one tick (ms): prices change at most once per tick. */
  readonly tickMs: number;
  /** The symbols it prices. */
  readonly symbols: readonly string[];
  /**
   * The price of the tick containing `atMs`; undefined for an unknown symbol, an instant the feed
   * has no price for, or one in the future (nobody gets tomorrow's price).
   */
  priceAt(symbol: string, atMs: number): Promise<number | undefined>;
  /** One price per tick from the tick containing fromMs to the one containing toMs (at most now). */
  history(symbol: string, fromMs: number, toMs: number): Promise<{ times: number[]; prices: number[] }>;
  /**
   * Optional, for a feed that learns a tick's price after the tick (binance.ts): the instant before
   * which every tick of `symbol` is final, priced or a gap that stays one. The settler settles an
   * order only once its expiry is before it, so it never reads a price that could still change, and a
   * gap (no price) refunds. Absent (the sandbox): every past tick is final.
   */
  finalBefore?(symbol: string): number;
  /** Calls `listener` at every new tick while subscribed; returns the unsubscribe. */
  subscribe(listener: (tick: TradeTickEvent) => void): () => void;
  /** Stops its timers (app close). */
  close(): void;
}
