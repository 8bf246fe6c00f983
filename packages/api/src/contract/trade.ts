// Binary up/down trading (spec §1 trading area, §3 Trade, §4 demo or real): the spec shows no
// trading endpoints, so every path and shape here is our design. Prices are integers in the
// symbol's price units (10^-decimals, see @perya/domain TRADE_SYMBOLS); money is minor units.
//
// Live prices are pushed on TRADE_STREAM_PATH (Server-Sent Events, one `tick` event per feed tick
// with every symbol's price); tradePrices answers the recent past the chart starts from.
// Without a price feed (production without TRADE_FEED_SANDBOX=1 and no real feed wired) every
// trading endpoint answers FEATURE_DISABLED ("This feature is not available.").
import { z } from 'zod/mini';
import { TRADE_ACCOUNTS, TRADE_DIRECTIONS, TRADE_FUNDINGS, TRADE_MARKET_TABS } from '@perya/domain';
import { defineEndpoint } from './endpoint';
import { empty, epochMs, minorUnits, pageOf, positiveMinorUnits } from './common';

export const tradeAccount = z.enum(TRADE_ACCOUNTS);
export const tradeDirection = z.enum(TRADE_DIRECTIONS);
export const tradeFunding = z.enum(TRADE_FUNDINGS);
export const tradeCategory = z.enum(['crypto', 'currency']);
export const tradeMarketTab = z.enum(TRADE_MARKET_TABS);
const symbolId = z.string().check(z.minLength(1), z.maxLength(16), z.regex(/^[A-Z0-9]+$/));
/** A price in the symbol's units (an integer; the symbol's `decimals` place the point). */
const price = z.int().check(z.positive());

export const TRADE_ORDER_STATUSES = ['open', 'win', 'loss', 'tie'] as const;
export const tradeOrderStatus = z.enum(TRADE_ORDER_STATUSES);

export const tradeMarketSchema = z.object({
  symbol: symbolId,
  name: z.string(),
  category: tradeCategory,
  decimals: z.int().check(z.gte(0), z.lte(8)),
  /** The latest price. */
  price,
  /** Change against the price 24 hours ago, in hundredths of a percent (−123 = −1.23 %). */
  changeBps: z.int(),
  /** Profit percentage per expiry (seconds as text keys: "30", "60", "300"). */
  profitPct: z.record(z.string(), z.int().check(z.positive())),
});
export type TradeMarket = z.output<typeof tradeMarketSchema>;

export const tradeOrderSchema = z.object({
  /** spec §3 order number. */
  orderNo: z.string().check(z.minLength(1)),
  symbol: symbolId,
  direction: tradeDirection,
  account: tradeAccount,
  funding: tradeFunding,
  /** spec §3 invested amount. */
  invest: positiveMinorUnits,
  profitPct: z.int().check(z.positive()),
  /** spec §3 price: the entry price, at the instant the order was placed. */
  entryPrice: price,
  /** The price at the expiry instant; null while open (or when the feed had no price: refunded). */
  closePrice: z.nullable(price),
  decimals: z.int().check(z.gte(0), z.lte(8)),
  /** spec §3 created time. */
  createdAt: epochMs,
  expiresAt: epochMs,
  settledAt: z.nullable(epochMs),
  status: tradeOrderStatus,
  /** What settlement paid back (invest included); 0 while open or on a loss. */
  payout: minorUnits,
  /** spec §3 profit: payout − invest once settled (negative on a loss), 0 while open. */
  profit: z.int(),
});
export type TradeOrder = z.output<typeof tradeOrderSchema>;

export const tradeMarkets = defineEndpoint({
  name: 'tradeMarkets',
  method: 'GET',
  path: '/x2/trade/markets',
  request: () => empty,
  response: () => z.object({
    /** How often the feed ticks (ms): the chart's resolution. */
    tickMs: z.int().check(z.positive()),
    expiries: z.array(z.int().check(z.positive())),
    minInvest: positiveMinorUnits,
    maxInvest: positiveMinorUnits,
    markets: z.array(tradeMarketSchema),
  }),
  options: { noToast: true, turnLogin: false },
  auth: 'optional',
  summary: 'Markets with their latest price, 24 h change and profit percentages, the expiries and invest limits (our design; spec §1 trading area).',
});

export const tradePrices = defineEndpoint({
  name: 'tradePrices',
  method: 'GET',
  path: '/x2/trade/prices',
  request: () => z.object({
    symbol: symbolId,
    /** How far back, in seconds (default 300, at most 3600). */
    seconds: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(3600))),
  }),
  response: () => z.object({
    symbol: symbolId,
    tickMs: z.int().check(z.positive()),
    /** Tick times (epoch ms) and prices, oldest first, the latest tick last. */
    times: z.array(epochMs),
    prices: z.array(price),
  }),
  options: { noToast: true, turnLogin: false },
  auth: 'optional',
  summary: "A symbol's prices over the last seconds, one per feed tick: where the chart starts (our design).",
});

export const tradeAccounts = defineEndpoint({
  name: 'tradeAccounts',
  method: 'GET',
  path: '/x2/trade/accounts',
  request: () => empty,
  response: () => z.object({
    /** The demo trading balance (D$, not money). */
    demo: minorUnits,
    /** The main wallet: what a real trade invests by default. */
    real: minorUnits,
    /** The bonus wallet: usable only for trading, never withdrawable (spec §6). */
    bonus: minorUnits,
  }),
  summary: "The player's demo trading balance, main wallet and bonus wallet (our design; spec §4 demo or real, §6).",
});

export const tradeDemoReset = defineEndpoint({
  name: 'tradeDemoReset',
  method: 'POST',
  path: '/x2/trade/demo/reset',
  request: () => empty,
  response: () => z.object({ demo: minorUnits }),
  summary: 'Sets the demo trading balance back to the start balance (our design; demo money only, so no Idempotency-Key).',
});

export const tradePlace = defineEndpoint({
  name: 'tradePlace',
  method: 'POST',
  path: '/x2/trade/order/place',
  request: () => z.object({
    symbol: symbolId,
    direction: tradeDirection,
    /** spec §3 invested amount, minor units. */
    invest: positiveMinorUnits,
    expirySeconds: z.int().check(z.positive()),
    account: tradeAccount,
    /** Real trades only: pay from the main wallet (default) or the bonus wallet. */
    funding: z.optional(tradeFunding),
  }),
  response: () => z.object({ order: tradeOrderSchema }),
  options: { noToast: true, movesMoney: true },
  summary:
    'Opens an up/down order at the current price; settles by itself at expiry against the price at that instant (ties refund). Errors: VALIDATION, INSUFFICIENT_BALANCE, FEATURE_DISABLED (our design).',
});

export const tradeOrders = defineEndpoint({
  name: 'tradeOrders',
  method: 'GET',
  path: '/x2/trade/orders',
  request: () => z.object({
    /** active: open orders, soonest expiry first; history: settled ones, newest first. */
    status: z.enum(['active', 'history']),
    account: tradeAccount,
    pageNum: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  }),
  response: () => pageOf(tradeOrderSchema),
  summary: "The player's orders: active and history (spec §1 orders active and history; our design).",
});

/** Live prices (Server-Sent Events, no token needed: prices are public). */
export const TRADE_STREAM_PATH = '/x2/trade/stream';
export const TRADE_STREAM_EVENT = 'tick';
/** One `tick` event: the tick time and every symbol's price at it. */
export const tradeTickSchema = z.object({
  t: epochMs,
  prices: z.record(z.string(), price),
});
export type TradeTick = z.output<typeof tradeTickSchema>;
