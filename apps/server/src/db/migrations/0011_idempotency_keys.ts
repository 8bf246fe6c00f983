// Migration 0011_idempotency_keys. Moved here unchanged (issue 25 item 4); never edit: databases
// have run it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

/**
 * Idempotency-Keys of money-moving calls (issue 13): one row per caller, endpoint and key, written
 * in the money's transaction; created_at indexed for the 24 h purge.
 */
export function idempotencyKeysMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('endpoint', 'varchar(64)', (c) => c.notNull())
        .addColumn('idem_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('response', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'endpoint', 'idem_key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
