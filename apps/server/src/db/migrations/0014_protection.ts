// Migration 0014_protection (the tables of db/tables/protection.ts). Moved here unchanged (issue 25
// item 4); never edit: databases have run it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

/**
 * 0014_protection: the tables above, and an index of ledger entries by account and time (a limit
 * sums a player's deposits, stakes and payouts of the current day, week or month).
 */
export function protectionMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('protection_settings')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('reality_check_minutes', 'integer')
        .addColumn('exclusion_kind', 'varchar(16)')
        .addColumn('exclusion_started_at', 'bigint')
        .addColumn('exclusion_ends_at', 'bigint')
        .addColumn('has_limits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('protection_limits')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('period', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount', 'bigint')
        .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pending_amount', 'bigint')
        .addColumn('pending_effective_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('protection_limits_pk', ['user_id', 'kind', 'period'])
        .execute();
      await withId(kind, db.schema.createTable('protection_history'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('type', 'varchar(24)', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)')
        .addColumn('period', 'varchar(8)')
        .addColumn('from_value', 'bigint')
        .addColumn('to_value', 'bigint')
        .addColumn('effective_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('protection_history_user_idx').on('protection_history').columns(['user_id', 'id']).execute();
      await db.schema
        .createTable('kyc_checks')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('document_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('document_tail', 'varchar(8)', (c) => c.notNull())
        .addColumn('document_number_enc', 'text', (c) => c.notNull())
        .addColumn('selfie_enc', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('submitted_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .execute();
      await db.schema.createIndex('ledger_entries_account_time_idx').on('ledger_entries').columns(['account_id', 'created_at']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('ledger_entries_account_time_idx').execute();
      for (const table of ['kyc_checks', 'protection_history', 'protection_limits', 'protection_settings']) await db.schema.dropTable(table).execute();
    },
  };
}
