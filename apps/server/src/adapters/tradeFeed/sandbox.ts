// The sandbox price feed: a seeded random walk per symbol, computed (not stored) from (seed,
// symbol, tick index), so the price at any past instant is known at once and replaying a seed
// gives the same prices. Only arithmetic on integers and Math.exp: the same on every Node.
//
// How a price at tick n is built (log price around the symbol's reference price):
// - level 2: every B² ticks (about 12 days at 1 s ticks) an anchor drawn independently around the
//   reference price (so prices never wander off over the years);
// - level 1: between two anchors, B steps of a random walk bent into a Brownian bridge that ends on
//   the next anchor;
// - level 0: between two level-1 points, B tick steps of a random walk, bridged the same way.
// Tick to tick it moves like a random walk with the symbol's volatility; computing one price costs
// about 4·B hashes, and the blocks in use are cached.
import type { PriceFeed, TradeTickEvent } from './feed';

/** Ticks per block at each level. */
const B = 1024;

export interface SandboxSymbol {
  readonly symbol: string;
  /** Reference price in the symbol's units (integer). */
  readonly reference: number;
  /** Standard deviation of the log price over one day (0.04 = 4 %). */
  readonly dailyVol: number;
  /** Standard deviation of the long-run anchors around the reference (log). */
  readonly anchorVol: number;
}

/** The sandbox's markets: reference prices and volatilities (ours; the ids are TRADE_SYMBOLS'). */
export const SANDBOX_SYMBOLS: readonly SandboxSymbol[] = [
  { symbol: 'BTCUSDT', reference: 6_500_000, dailyVol: 0.035, anchorVol: 0.08 },
  { symbol: 'ETHUSDT', reference: 340_000, dailyVol: 0.045, anchorVol: 0.1 },
  { symbol: 'SOLUSDT', reference: 150_000, dailyVol: 0.06, anchorVol: 0.12 },
  { symbol: 'DOGEUSDT', reference: 15_000, dailyVol: 0.07, anchorVol: 0.15 },
  { symbol: 'EURUSD', reference: 108_000, dailyVol: 0.006, anchorVol: 0.02 },
  { symbol: 'GBPUSD', reference: 127_000, dailyVol: 0.007, anchorVol: 0.02 },
  { symbol: 'USDJPY', reference: 150_000, dailyVol: 0.007, anchorVol: 0.02 },
  { symbol: 'USDPHP', reference: 58_000, dailyVol: 0.004, anchorVol: 0.015 },
];

export const SANDBOX_TICK_MS = 1_000;

/** 32-bit string hash (FNV-1a). */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 32-bit integer mixer (murmur3's finaliser). */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A standard normal-ish sample (Irwin–Hall of 4 uniforms, variance 1) for (key, level, index). */
function gaussian(key: number, level: number, index: number): number {
  let h = mix(key ^ Math.imul(level + 1, 0x9e3779b9));
  h = mix(h ^ (index >>> 0));
  h = mix(h ^ Math.floor(index / 4_294_967_296));
  let sum = 0;
  for (let m = 0; m < 4; m++) {
    h = mix(h + 0x6d2b79f5);
    sum += h / 4_294_967_296;
  }
  return (sum - 2) * Math.sqrt(3);
}

/** B+1 points from `from` to `to`: a random walk of B steps with sd `sigma`, bridged onto `to`. */
function bridge(key: number, level: number, block: number, from: number, to: number, sigma: number): Float64Array {
  const walk = new Float64Array(B + 1);
  for (let j = 1; j <= B; j++) walk[j] = (walk[j - 1] as number) + sigma * gaussian(key, level, block * B + j);
  const miss = (walk[B] as number) - (to - from);
  const out = new Float64Array(B + 1);
  for (let j = 0; j <= B; j++) out[j] = from + (walk[j] as number) - (j / B) * miss;
  out[B] = to;
  return out;
}

interface SymbolWalk {
  readonly def: SandboxSymbol;
  readonly key: number;
  readonly sigma0: number;
  readonly sigma1: number;
  /** Caches: level-1 bridges by level-2 block, level-0 bridges by level-1 block (a few each). */
  readonly level1: Map<number, Float64Array>;
  readonly level0: Map<number, Float64Array>;
}

const CACHE_BLOCKS = 4;

function remember<V>(cache: Map<number, V>, k: number, make: () => V): V {
  const hit = cache.get(k);
  if (hit !== undefined) return hit;
  const value = make();
  cache.set(k, value);
  if (cache.size > CACHE_BLOCKS) cache.delete(cache.keys().next().value as number);
  return value;
}

/** The log-price offset of tick n (relative to the reference). */
function logOffset(w: SymbolWalk, n: number): number {
  const k2 = Math.floor(n / (B * B));
  const k1 = Math.floor(n / B);
  const i = n - k1 * B;
  const j = k1 - k2 * B;
  const anchor = (k: number) => w.def.anchorVol * gaussian(w.key, 2, k);
  const l1 = remember(w.level1, k2, () => bridge(w.key, 1, k2, anchor(k2), anchor(k2 + 1), w.sigma1));
  const l0 = remember(w.level0, k1, () => bridge(w.key, 0, k1, l1[j] as number, l1[j + 1] as number, w.sigma0));
  return l0[i] as number;
}

export interface SandboxFeedOptions {
  /** Replaying a seed gives the same prices: a secret of the install, never a constant (config.tradeFeed.seed). */
  readonly seed: string;
  readonly now: () => number;
  readonly tickMs?: number;
  readonly symbols?: readonly SandboxSymbol[];
}

/**
 * The price of `symbol` at tick `n` from a seed (pure: the same answer every time and everywhere);
 * undefined for a symbol the sandbox does not price.
 */
export function createSandboxWalk(seed: string, tickMs: number = SANDBOX_TICK_MS, symbols: readonly SandboxSymbol[] = SANDBOX_SYMBOLS) {
  const ticksPerDay = 86_400_000 / tickMs;
  const walks = new Map<string, SymbolWalk>(
    symbols.map((def) => {
      const sigma0 = def.dailyVol / Math.sqrt(ticksPerDay);
      return [def.symbol, { def, key: hashString(`${seed}\u0000${def.symbol}`), sigma0, sigma1: sigma0 * Math.sqrt(B), level1: new Map(), level0: new Map() }];
    }),
  );
  return {
    symbols: symbols.map((s) => s.symbol),
    priceAtTick(symbol: string, n: number): number | undefined {
      const w = walks.get(symbol);
      if (w === undefined) return undefined;
      return Math.max(1, Math.round(w.def.reference * Math.exp(logOffset(w, n))));
    },
  };
}

export function createSandboxPriceFeed(options: SandboxFeedOptions): PriceFeed {
  const tickMs = options.tickMs ?? SANDBOX_TICK_MS;
  const walk = createSandboxWalk(options.seed, tickMs, options.symbols);
  const { now } = options;
  const listeners = new Set<(tick: TradeTickEvent) => void>();
  let timer: NodeJS.Timeout | undefined;

  const tickOf = (at: number) => Math.floor(at / tickMs);
  const tickEvent = (n: number): TradeTickEvent => {
    const prices: Record<string, number> = {};
    for (const symbol of walk.symbols) prices[symbol] = walk.priceAtTick(symbol, n) as number;
    return { t: n * tickMs, prices };
  };

  // One timer for every subscriber, woken at each tick boundary, only while someone listens.
  function schedule(): void {
    if (timer !== undefined || listeners.size === 0) return;
    const at = now();
    const delay = Math.max(1, (tickOf(at) + 1) * tickMs - at);
    timer = setTimeout(() => {
      timer = undefined;
      const event = tickEvent(tickOf(now()));
      for (const listener of listeners) listener(event);
      schedule();
    }, delay);
    timer.unref();
  }

  return {
    name: 'sandbox',
    tickMs,
    symbols: walk.symbols,
    async priceAt(symbol, atMs) {
      if (atMs > now()) return undefined;
      return walk.priceAtTick(symbol, tickOf(atMs));
    },
    async history(symbol, fromMs, toMs) {
      const times: number[] = [];
      const prices: number[] = [];
      const last = tickOf(Math.min(toMs, now()));
      for (let n = tickOf(fromMs); n <= last; n++) {
        const price = walk.priceAtTick(symbol, n);
        if (price === undefined) break;
        times.push(n * tickMs);
        prices.push(price);
      }
      return { times, prices };
    },
    subscribe(listener) {
      listeners.add(listener);
      schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    close() {
      listeners.clear();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
