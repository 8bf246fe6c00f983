// Migration 0013_trading (the tables of db/tables/trading.ts). Moved here unchanged (issue 25 item
// 4); never edit: databases have run it.
import { sql, type Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

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
