// Migration 0003_wallet. Moved here unchanged (issue 25 item 4); never edit: databases have run it.
import { sql, type Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

/** Deposit and withdrawal orders and payment-provider webhook receipts (issue 6). */
export function wallet(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('deposit_orders'))
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('request_id', 'varchar(64)')
        .addColumn('channel_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('bonus_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('activity_id', 'varchar(64)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('payer_name', 'varchar(128)')
        .addColumn('payer_email', 'varchar(255)')
        .addColumn('payer_tax_id', 'varchar(20)')
        .addColumn('qr_code', 'text', (c) => c.notNull())
        .addColumn('pay_url', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'varchar(128)')
        .addColumn('bonus_announced', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addUniqueConstraint('deposit_orders_user_request_key', ['user_id', 'request_id'])
        .addCheckConstraint('deposit_orders_amount_positive', sql`amount > 0`)
        .execute();
      await db.schema.createIndex('deposit_orders_user_idx').on('deposit_orders').columns(['user_id', 'id']).execute();

      await withId(kind, db.schema.createTable('withdrawal_orders'))
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('request_id', 'varchar(64)')
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('fee', 'bigint', (c) => c.notNull())
        .addColumn('actual_amount', 'bigint', (c) => c.notNull())
        .addColumn('method', 'varchar(16)', (c) => c.notNull())
        .addColumn('bank_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('bank_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('account_no', 'varchar(128)', (c) => c.notNull())
        .addColumn('account_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('agency_code', 'varchar(32)')
        .addColumn('account_type', 'varchar(16)')
        .addColumn('phone', 'varchar(32)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('provider_ref', 'varchar(128)')
        .addColumn('settled_by', 'varchar(64)')
        .addColumn('reason', 'varchar(255)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addUniqueConstraint('withdrawal_orders_user_request_key', ['user_id', 'request_id'])
        .addCheckConstraint('withdrawal_orders_amounts', sql`amount > 0 and fee >= 0 and actual_amount = amount - fee`)
        .execute();
      await db.schema.createIndex('withdrawal_orders_user_idx').on('withdrawal_orders').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('withdrawal_orders_status_idx').on('withdrawal_orders').columns(['status', 'id']).execute();

      await withId(kind, db.schema.createTable('payment_webhooks'))
        .addColumn('channel', 'varchar(64)', (c) => c.notNull())
        .addColumn('event_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
        .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('payment_webhooks_event_key', ['channel', 'event_id'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['payment_webhooks', 'withdrawal_orders', 'deposit_orders']) await db.schema.dropTable(table).execute();
    },
  };
}
