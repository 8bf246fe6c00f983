// Migration 0005_vest_migration: the account-migration module's child-app fields. Moved here
// unchanged (issue 25 item 4); never edit: databases have run it.
import { sql, type Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

/** Child-app export fields, migration tokens and the protect-migration state of users. */
export const vestMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('protect_migration', 'varchar(16)', (c) => c.notNull().defaultTo('NONE')).execute();
    for (const [name, type] of [
      ['phone', 'varchar(32)'],
      ['name', 'varchar(64)'],
      ['last_login_at', 'bigint'],
      ['device_info_id', 'varchar(64)'],
      ['migrated_user_id', 'bigint'],
      ['token_hash', 'varchar(64)'],
      ['token_expires_at', 'bigint'],
      ['last_visit_at', 'bigint'],
    ] as const) {
      await db.schema.alterTable('child_accounts').addColumn(name, sql.raw(type)).execute();
    }
    await db.schema.alterTable('child_accounts').addColumn('visits_after_migration', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('child_accounts_token_idx').on('child_accounts').column('token_hash').execute();
    await db.schema.createIndex('child_accounts_device_idx').on('child_accounts').columns(['app_code', 'device_info_id']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('child_accounts_device_idx').execute();
    await db.schema.dropIndex('child_accounts_token_idx').execute();
    for (const name of ['visits_after_migration', 'last_visit_at', 'token_expires_at', 'token_hash', 'migrated_user_id', 'device_info_id', 'last_login_at', 'name', 'phone']) {
      await db.schema.alterTable('child_accounts').dropColumn(name).execute();
    }
    await db.schema.alterTable('users').dropColumn('protect_migration').execute();
  },
};
