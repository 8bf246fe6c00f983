// Migration 0023_sms_messages (issue 26): one row per text handed to a real SMS gateway (Twilio,
// Semaphore) with its delivery status. Never edit once released: databases will have run it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

export function smsMessagesMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('sms_messages'))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('market', 'varchar(8)', (c) => c.notNull())
        .addColumn('gateway', 'varchar(16)', (c) => c.notNull())
        .addColumn('provider_id', 'varchar(64)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('error_code', 'varchar(32)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sms_messages_provider_uq')
        .unique()
        .on('sms_messages')
        .columns(['gateway', 'provider_id'])
        .execute();
      await db.schema
        .createIndex('sms_messages_status_idx')
        .on('sms_messages')
        .columns(['gateway', 'status', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('sms_messages').execute();
    },
  };
}
