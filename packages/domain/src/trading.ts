// Binary up/down trading (spec §1 "a binary up/down trading area (invest, profit, demo and real
// accounts, market tabs crypto, all, currency, search, orders active and history)", §3 Trade, §4
// "Account mode demo or real, switchable", §6 "bonus usable only for trading, not withdrawable").
// The spec shows no numbers for trading: the markets, expiries, profit percentages and invest
// limits below are ours, chosen like a popular binary options app, and live only here.
import { DEMO_START_BALANCE_MINOR } from './demo';
import type { MessageKey } from './messages';
import type { TradeDirection } from './statuses';

/** Market tabs of the trading area, in the order the spec lists them (spec §1). */
export const TRADE_MARKET_TABS = ['crypto', 'all', 'currency', 'search'] as const;
export type TradeMarketTab = (typeof TRADE_MARKET_TABS)[number];

/** The two kinds of market a symbol belongs to (the crypto and currency tabs, spec §1). */
export type TradeCategory = 'crypto' | 'currency';

/** Accounts a trade runs on (spec §3 "demo or real", §4 switchable). */
export const TRADE_ACCOUNTS = ['demo', 'real'] as const;
export type TradeAccount = (typeof TRADE_ACCOUNTS)[number];

/**
 * Where a real trade's invest comes from: the main wallet, or the bonus wallet (spec §6: bonus is
 * usable only for trading; a bonus-funded trade pays back into the bonus wallet, so bonus money
 * never becomes withdrawable by trading).
 */
export const TRADE_FUNDINGS = ['main', 'bonus'] as const;
export type TradeFunding = (typeof TRADE_FUNDINGS)[number];

/** Expiries a player can pick, in seconds: 30 s, 1 min, 5 min (ours). */
export const TRADE_EXPIRIES_S = [30, 60, 300] as const;
export type TradeExpiry = (typeof TRADE_EXPIRIES_S)[number];

/** Smallest and largest invest of one trade, minor units: ₱1.00 to ₱10,000.00 (ours). */
export const TRADE_MIN_INVEST = 100;
export const TRADE_MAX_INVEST = 1_000_000;

/** Open orders one player may hold at once (ours: keeps one player from flooding the settler). */
export const TRADE_MAX_OPEN_ORDERS = 20;

/** The demo trading account starts with the spec's demo balance, D$100 (spec §9), and can be reset to it. */
export const TRADE_DEMO_START_BALANCE = DEMO_START_BALANCE_MINOR;

export interface TradeSymbol {
  /** Stable id used in routes and orders, e.g. 'BTCUSDT'. */
  readonly symbol: string;
  /** What the player reads, e.g. 'BTC/USDT'. */
  readonly name: string;
  readonly category: TradeCategory;
  /** Prices are integers in units of 10^-decimals (1 BTC/USDT price unit = 0.01). */
  readonly decimals: number;
  /** Profit percentage on a win, per expiry (whole percent). */
  readonly profitPct: Readonly<Record<TradeExpiry, number>>;
}

const CRYPTO_PROFIT = { 30: 80, 60: 85, 300: 90 } as const;
const MAJOR_FX_PROFIT = { 30: 82, 60: 87, 300: 92 } as const;
const MINOR_FX_PROFIT = { 30: 75, 60: 80, 300: 85 } as const;

/** The markets (ours). Longer expiries pay more: the price has more time to move against the player. */
export const TRADE_SYMBOLS: readonly TradeSymbol[] = [
  { symbol: 'BTCUSDT', name: 'BTC/USDT', category: 'crypto', decimals: 2, profitPct: CRYPTO_PROFIT },
  { symbol: 'ETHUSDT', name: 'ETH/USDT', category: 'crypto', decimals: 2, profitPct: CRYPTO_PROFIT },
  { symbol: 'SOLUSDT', name: 'SOL/USDT', category: 'crypto', decimals: 3, profitPct: CRYPTO_PROFIT },
  { symbol: 'DOGEUSDT', name: 'DOGE/USDT', category: 'crypto', decimals: 5, profitPct: { 30: 78, 60: 83, 300: 88 } },
  { symbol: 'EURUSD', name: 'EUR/USD', category: 'currency', decimals: 5, profitPct: MAJOR_FX_PROFIT },
  { symbol: 'GBPUSD', name: 'GBP/USD', category: 'currency', decimals: 5, profitPct: MAJOR_FX_PROFIT },
  { symbol: 'USDJPY', name: 'USD/JPY', category: 'currency', decimals: 3, profitPct: MAJOR_FX_PROFIT },
  { symbol: 'USDPHP', name: 'USD/PHP', category: 'currency', decimals: 3, profitPct: MINOR_FX_PROFIT },
];

/** The market a trade detail page opens on when no symbol is named (the deep link of spec §2, ours). */
export const DEFAULT_TRADE_SYMBOL = 'BTCUSDT';

/** The symbol's definition, or undefined when the market does not exist. */
export function findTradeSymbol(symbol: string): TradeSymbol | undefined {
  return TRADE_SYMBOLS.find((s) => s.symbol === symbol);
}

export function isTradeExpiry(value: number): value is TradeExpiry {
  return (TRADE_EXPIRIES_S as readonly number[]).includes(value);
}

/**
 * The markets a tab shows (spec §1 market tabs): crypto or currency by category, all of them on
 * "all", and on "search" those whose name or id contains the query, case-insensitively (like the
 * game search, spec §5); an empty search shows every market.
 */
export function marketsForTab<T extends Pick<TradeSymbol, 'symbol' | 'name' | 'category'> = TradeSymbol>(
  tab: TradeMarketTab,
  query = '',
  symbols: readonly T[] = TRADE_SYMBOLS as unknown as readonly T[],
): readonly T[] {
  if (tab === 'crypto' || tab === 'currency') return symbols.filter((s) => s.category === tab);
  if (tab === 'all') return symbols;
  // Spaces and slashes are dropped, so an empty search (every name includes '') shows every market.
  const q = query.toLowerCase().replace(/[\s/]/g, '');
  return symbols.filter((s) => s.symbol.toLowerCase().includes(q) || s.name.toLowerCase().replace('/', '').includes(q));
}

export interface TradeTicket {
  readonly symbol: string;
  readonly invest: number;
  readonly expirySeconds: number;
}

/**
 * Why a ticket cannot be placed, as a message key, or null when it can (spec §5-style validation
 * of our limits): an unknown market or expiry, an invest that is not a whole number of minor units,
 * or one outside TRADE_MIN_INVEST..TRADE_MAX_INVEST. The balance is checked where the money is.
 */
export function tradeTicketProblem(ticket: TradeTicket): MessageKey | null {
  if (findTradeSymbol(ticket.symbol) === undefined || !isTradeExpiry(ticket.expirySeconds)) return 'invalidRequest';
  if (!Number.isSafeInteger(ticket.invest) || ticket.invest <= 0) return 'amountRequired';
  if (ticket.invest < TRADE_MIN_INVEST) return 'amountBelowMin';
  if (ticket.invest > TRADE_MAX_INVEST) return 'amountAboveMax';
  return null;
}

/** The profit percentage of a symbol and expiry (our table above); undefined for an unknown pair. */
export function tradeProfitPct(symbol: string, expirySeconds: number): number | undefined {
  const s = findTradeSymbol(symbol);
  return s !== undefined && isTradeExpiry(expirySeconds) ? s.profitPct[expirySeconds] : undefined;
}

export type TradeOutcome = 'win' | 'loss' | 'tie';

/**
 * The outcome of an order (spec §3 direction up or down): up wins when the price at expiry is above
 * the entry price, down when it is below; the same price is a tie, which refunds the invest.
 * Prices are integers in the symbol's price units, so "the same" is exact.
 */
export function tradeOutcome(direction: TradeDirection, entryPrice: number, closePrice: number): TradeOutcome {
  if (closePrice === entryPrice) return 'tie';
  // Stryker disable next-line EqualityOperator: equal prices returned a tie above
  const rose = closePrice > entryPrice;
  return rose === (direction === 'up') ? 'win' : 'loss';
}

/**
 * What settling an order pays back, minor units (spec §3 invest and profit): a win pays the invest
 * plus invest × profit %, rounded down to a whole minor unit (the house never pays a fraction); a
 * tie refunds the invest; a loss pays nothing.
 */
export function tradePayout(invest: number, profitPct: number, outcome: TradeOutcome): number {
  if (outcome === 'loss') return 0;
  if (outcome === 'tie') return invest;
  return invest + tradePotentialProfit(invest, profitPct);
}

/** The profit a win would bring, shown on the ticket before placing (spec §3 profit), rounded down. */
export function tradePotentialProfit(invest: number, profitPct: number): number {
  return Math.floor((invest * profitPct) / 100);
}

/** When an order placed at `placedAt` expires: exactly `expirySeconds` later (ms). */
export function tradeExpiresAt(placedAt: number, expirySeconds: TradeExpiry): number {
  return placedAt + expirySeconds * 1000;
}

/** A price in the symbol's units as text with its decimals, e.g. 6512345 with 2 → '65,123.45'. */
export function formatTradePrice(price: number, decimals: number): string {
  const negative = price < 0;
  const digits = String(Math.abs(Math.trunc(price))).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * The trade bonus (spec §2 bonus list type "trade bonus", §6 bonus usable only for trading, not
 * withdrawable; the numbers are ours): a player's first real trade from the main wallet earns 10 %
 * of its invest, at most ₱50.00, in the bonus wallet, to invest in further trades.
 */
export const TRADE_BONUS_RATE_BPS = 1_000;
export const TRADE_BONUS_MAX = 5_000;

/** The trade bonus a first real trade of `invest` earns (minor units, rounded down; 0 for nothing). */
export function tradeBonusAmount(invest: number): number {
  // Stryker disable next-line EqualityOperator: an invest of 0 earns floor(0) = 0 either way
  if (!Number.isSafeInteger(invest) || invest <= 0) return 0;
  return Math.min(TRADE_BONUS_MAX, Math.floor((invest * TRADE_BONUS_RATE_BPS) / 10_000));
}
