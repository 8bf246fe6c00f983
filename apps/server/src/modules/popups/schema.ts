// The table of the popups module and its migration 0017_daily_popups (listed in src/db/migrations.ts):
// the GMT+8 day each account was last shown each daily popup (issue 23: per account, not per device).
import type { Migration } from 'kysely';
import type { AnyDb } from '../../db/migrationHelpers';

/** One row per player and daily popup: the last GMT+8 day it was shown (spec §4 once per day). */
export interface DailyPopupsSeenTable {
  user_id: number;
  /** A @perya/domain DAILY_POPUPS name. */
  popup: string;
  /** 'YYYY-MM-DD' GMT+8. */
  day: string;
  updated_at: number;
}

export interface PopupsTables {
  daily_popups_seen: DailyPopupsSeenTable;
}

export const POPUPS_TABLES = ['daily_popups_seen'] as const satisfies readonly (keyof PopupsTables)[];

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
