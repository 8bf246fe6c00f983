// Migration 0002_ledger. Moved here unchanged (issue 25 item 4); never edit: databases have run it.
import { sql, type Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

/**
 * The double-entry ledger (issue 6, src/modules/ledger/ledger.ts). Balances are integer minor units
 * (points for the points wallet); a CHECK keeps accounts that may not go negative at or above zero.
 */
export function ledger(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('ledger_accounts'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('wallet', 'varchar(32)', (c) => c.notNull())
        .addColumn('unit', 'varchar(8)', (c) => c.notNull())
        .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('ledger_accounts_non_negative', sql`allow_negative = 1 or balance >= 0`)
        .execute();
      await db.schema.createIndex('ledger_accounts_user_idx').on('ledger_accounts').column('user_id').execute();

      await withId(kind, db.schema.createTable('ledger_transactions'))
        .addColumn('idempotency_key', 'varchar(191)', (c) => c.notNull().unique())
        .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
        .addColumn('cause', 'varchar(16)', (c) => c.notNull())
        .addColumn('reference', 'varchar(128)', (c) => c.notNull())
        .addColumn('memo', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(kind, db.schema.createTable('ledger_entries'))
        .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
        .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('balance_after', 'bigint', (c) => c.notNull())
        .addColumn('cause', 'varchar(16)', (c) => c.notNull())
        .addColumn('amount_type', 'integer', (c) => c.notNull())
        .addColumn('reference', 'varchar(128)', (c) => c.notNull())
        .addColumn('remark', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('ledger_entries_non_zero', sql`amount <> 0`)
        .execute();
      await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').columns(['account_id', 'id']).execute();
      await db.schema.createIndex('ledger_entries_transaction_idx').on('ledger_entries').column('transaction_id').execute();
    },
    async down(db: AnyDb) {
      for (const table of ['ledger_entries', 'ledger_transactions', 'ledger_accounts']) await db.schema.dropTable(table).execute();
    },
  };
}
