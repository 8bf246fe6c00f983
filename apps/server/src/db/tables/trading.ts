// Tables of binary up/down trading; their migrations are db/migrations/0013_trading.ts and 0025_trade_ticks.ts. Times are epoch
// ms; money is integer minor units; prices are integers in the symbol's units (@perya/domain TRADE_SYMBOLS).
import type { Generated } from 'kysely';

/**
 * One up/down order (spec §3 Trade: invested amount, profit, direction, demo or real, created time,
 * price, order number). Real orders' invest and payout are ledger transactions (keys
 * `trade:{orderNo}` and `trade-settle:{orderNo}`); demo orders move trade_demo_accounts only.
 */
export interface TradeOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  symbol: string;
  /** up | down */
  direction: string;
  /** demo | real */
  account: string;
  /** main | bonus: the wallet a real order invests from and is paid back to (demo: main). */
  funding: string;
  invest: number;
  profit_pct: number;
  entry_price: number;
  /** The price at the expiry instant; null while open, or when the feed had none (refunded). */
  close_price: number | null;
  created_at: number;
  expires_at: number;
  /** open | win | loss | tie */
  status: string;
  payout: number;
  settled_at: number | null;
}

/** A player's demo trading balance (D$, never money): created at the start balance on first use. */
export interface TradeDemoAccountsTable {
  user_id: number;
  balance: number;
  updated_at: number;
}

/**
 * The real price feed's ticks (adapters/tradeFeed/binance.ts; migration 0025): the price of `symbol`
 * (our id) in the tick starting at `t` (epoch ms, a multiple of the feed's tickMs) — the last trade at
 * or before the tick's end. No row: the feed had no price for that tick (a gap). Written by the
 * cluster's leader, idempotently; rows older than the retention are pruned.
 */
export interface TradeTicksTable {
  symbol: string;
  t: number;
  price: number;
}

export interface TradingTables {
  trade_orders: TradeOrdersTable;
  trade_demo_accounts: TradeDemoAccountsTable;
  trade_ticks: TradeTicksTable;
}

export const TRADING_TABLES = ['trade_orders', 'trade_demo_accounts', 'trade_ticks'] as const;
