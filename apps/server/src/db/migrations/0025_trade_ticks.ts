// Migration 0025_trade_ticks: the real trading feed's stored prices (db/tables/trading.ts
// TradeTicksTable), one row per symbol and tick, so an order settles at its expiry tick's price after
// a restart and on whichever instance runs the settler. Never edit once released: databases will have run it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

export const tradeTicksMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('trade_ticks')
      .addColumn('symbol', 'varchar(16)', (c) => c.notNull())
      .addColumn('t', 'bigint', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('trade_ticks_pk', ['symbol', 't'])
      .execute();
    // Pruning deletes by time across symbols.
    await db.schema.createIndex('trade_ticks_t_idx').on('trade_ticks').column('t').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('trade_ticks').execute();
  },
};
