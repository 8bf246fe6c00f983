// Migration 0004_games_sabong. Moved here unchanged (issue 25 item 4); never edit: databases have
// run it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

/** Sabong fights and bets (added after 0004_games_jump). */
export function sabongMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('og_sabong_fights'))
        .addColumn('fight_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('fight_number', 'integer', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('opened_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .addColumn('result', 'varchar(8)')
        .addColumn('cancel_reason', 'varchar(16)')
        .addColumn('settled_at', 'bigint')
        .execute();

      await withId(kind, db.schema.createTable('og_sabong_bets'))
        .addColumn('bet_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('fight_id', 'varchar(64)', (c) => c.notNull().references('og_sabong_fights.fight_id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('side', 'varchar(8)', (c) => c.notNull())
        .addColumn('stake', 'bigint', (c) => c.notNull())
        .addColumn('payout', 'bigint')
        .addColumn('placed_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('og_sabong_bets_request_key', ['user_id', 'request_id'])
        .execute();
      await db.schema.createIndex('og_sabong_bets_fight_idx').on('og_sabong_bets').column('fight_id').execute();
    },
    async down(db: AnyDb) {
      for (const table of ['og_sabong_bets', 'og_sabong_fights']) await db.schema.dropTable(table).execute();
    },
  };
}
