// Migration 0001_initial: the first schema (accounts, sessions, SMS, devices, telemetry, child
// accounts, config values). Moved here unchanged (issue 25 item 4); never edit: databases have run
// it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

/** The telemetry tables as 0001 created them (0007_telemetry_out moves them to the log store). */
export async function createTelemetryTables(kind: DbKind, db: AnyDb): Promise<void> {
  await withId(kind, db.schema.createTable('event_reports'))
    .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_value', 'text')
    .addColumn('app_code', 'varchar(255)')
    .addColumn('ga_id', 'varchar(255)')
    .addColumn('user_id', 'varchar(64)')
    .addColumn('h5_id', 'varchar(255)')
    .addColumn('aaid', 'varchar(255)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(kind, db.schema.createTable('log_entries'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('action', 'text')
    .addColumn('device_id', 'varchar(255)')
    .addColumn('device_version', 'varchar(255)')
    .addColumn('content', 'text')
    .addColumn('user_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(kind, db.schema.createTable('push_branch_events'))
    .addColumn('event', 'varchar(255)', (c) => c.notNull())
    .addColumn('device_info', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export function initial(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('users'))
        .addColumn('account', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('phone', 'varchar(32)')
        .addColumn('password_hash', 'varchar(255)')
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('email', 'varchar(255)')
        .addColumn('birthday', 'varchar(32)')
        .addColumn('avatar', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('google_sub', 'varchar(255)', (c) => c.unique())
        .addColumn('invite_code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('inviter_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('give_bonus', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'varchar(64)')
        .addColumn('ad_data', 'text')
        .addColumn('af_id', 'varchar(255)')
        .addColumn('fb_ins_id', 'varchar(255)')
        .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('store_status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('security_changed_at', 'bigint')
        .execute();
      await db.schema.createIndex('users_phone_idx').on('users').column('phone').execute();
      await db.schema.createIndex('users_inviter_idx').on('users').column('inviter_id').execute();

      await withId(kind, db.schema.createTable('sessions'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withId(kind, db.schema.createTable('sms_codes'))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('salt', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'bigint')
        .execute();
      await db.schema.createIndex('sms_codes_phone_idx').on('sms_codes').columns(['phone', 'created_at']).execute();

      await withId(kind, db.schema.createTable('sms_outbox'))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('devices')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('fingerprint', 'varchar(255)', (c) => c.unique())
        .addColumn('app_id', 'varchar(255)')
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await createTelemetryTables(kind, db);

      await withId(kind, db.schema.createTable('child_accounts'))
        .addColumn('app_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('migrated_at', 'bigint')
        .addUniqueConstraint('child_accounts_app_user_key', ['app_code', 'user_code'])
        .execute();

      await db.schema
        .createTable('config_values')
        .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'config_values',
        'child_accounts',
        'push_branch_events',
        'log_entries',
        'event_reports',
        'devices',
        'sms_outbox',
        'sms_codes',
        'sessions',
        'users',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
