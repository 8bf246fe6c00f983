// Migration 0017_daily_popups (the tables of db/tables/popups.ts). Moved here unchanged (issue 25
// item 4); never edit: databases have run it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

export const dailyPopupsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('daily_popups_seen')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('popup', 'varchar(32)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('daily_popups_seen_pkey', ['user_id', 'popup'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('daily_popups_seen').execute();
  },
};
