// Migration 0019_withdrawal_feedback (the tables of db/tables/withdrawalFeedback.ts). Moved here
// unchanged (issue 25 item 4); never edit: databases have run it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

export function withdrawalFeedbackMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('withdrawal_feedback')
        .addColumn('order_no', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('boost_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_boost_at', 'bigint')
        .addColumn('stars', 'integer')
        .addColumn('comment', 'varchar(255)')
        .addColumn('rated_at', 'bigint')
        .execute();
      await db.schema.createIndex('withdrawal_feedback_rated_idx').on('withdrawal_feedback').column('rated_at').execute();
      await withId(kind, db.schema.createTable('withdrawal_boosts'))
        .addColumn('order_no', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('withdrawal_boosts_order_idx').on('withdrawal_boosts').columns(['order_no', 'id']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('withdrawal_boosts').execute();
      await db.schema.dropTable('withdrawal_feedback').execute();
    },
  };
}
