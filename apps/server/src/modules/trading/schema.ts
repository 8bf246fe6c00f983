// Tables of binary up/down trading and their migration 0013_trading. Times are epoch ms; money is
// integer minor units; prices are integers in the symbol's units (@perya/domain TRADE_SYMBOLS).
import { sql, type Generated, type Migration } from 'kysely';
import type { DbKind } from '../../db/database';
import { withId, type AnyDb } from '../../db/migrationHelpers';

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

export interface TradingTables {
  trade_orders: TradeOrdersTable;
  trade_demo_accounts: TradeDemoAccountsTable;
}

export const TRADING_TABLES = ['trade_orders', 'trade_demo_accounts'] as const;

/** 0013_trading: trade_orders (with the settler's index on open orders by expiry) and trade_demo_accounts. */
export function tradingMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('trade_orders'))
        .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('symbol', 'varchar(16)', (c) => c.notNull())
        .addColumn('direction', 'varchar(8)', (c) => c.notNull())
        .addColumn('account', 'varchar(8)', (c) => c.notNull())
        .addColumn('funding', 'varchar(8)', (c) => c.notNull())
        .addColumn('invest', 'bigint', (c) => c.notNull())
        .addColumn('profit_pct', 'integer', (c) => c.notNull())
        .addColumn('entry_price', 'bigint', (c) => c.notNull())
        .addColumn('close_price', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('settled_at', 'bigint')
        .addCheckConstraint('trade_orders_invest_positive', sql`invest > 0`)
        .addCheckConstraint('trade_orders_payout_nonnegative', sql`payout >= 0`)
        .execute();
      await db.schema.createIndex('trade_orders_due_idx').on('trade_orders').columns(['status', 'expires_at']).execute();
      await db.schema.createIndex('trade_orders_user_idx').on('trade_orders').columns(['user_id', 'account', 'status', 'id']).execute();

      await db.schema
        .createTable('trade_demo_accounts')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('balance', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('trade_demo_accounts_balance_nonnegative', sql`balance >= 0`)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('trade_demo_accounts').execute();
      await db.schema.dropTable('trade_orders').execute();
    },
  };
}
