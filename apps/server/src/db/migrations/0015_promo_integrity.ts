// Migration 0015_promo_integrity (the tables of db/tables/integrity.ts). Moved here unchanged
// (issue 25 item 4); never edit: databases have run it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

/**
 * 0015_promo_integrity: account_freezes; users.register_device (the device-info id an account
 * signed up from), users.frozen_at / frozen_reason (the operator's block, null: none); indexes to
 * find the earlier accounts of one IP or device.
 */
export function promoIntegrityMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('account_freezes'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('action', 'varchar(16)', (c) => c.notNull())
        .addColumn('reason', 'varchar(255)', (c) => c.notNull())
        .addColumn('actor', 'varchar(64)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_freezes_user_idx').on('account_freezes').columns(['user_id', 'id']).execute();
      await db.schema.alterTable('users').addColumn('register_device', 'varchar(64)').execute();
      await db.schema.alterTable('users').addColumn('frozen_at', 'bigint').execute();
      await db.schema.alterTable('users').addColumn('frozen_reason', 'varchar(255)').execute();
      await db.schema.createIndex('users_register_ip_idx').on('users').column('register_ip').execute();
      await db.schema.createIndex('users_register_device_idx').on('users').column('register_device').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('users_register_device_idx').execute();
      await db.schema.dropIndex('users_register_ip_idx').execute();
      for (const column of ['frozen_reason', 'frozen_at', 'register_device']) await db.schema.alterTable('users').dropColumn(column).execute();
      await db.schema.dropTable('account_freezes').execute();
    },
  };
}
