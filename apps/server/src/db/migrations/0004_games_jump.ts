// Migration 0004_games_jump. Moved here unchanged (issue 25 item 4); never edit: databases have run
// it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

/** Jump's shared rounds on a published hash chain (added after 0004_games). */
export function jumpMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('og_jump_chains'))
        .addColumn('seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('terminating_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('salt', 'varchar(64)', (c) => c.notNull())
        .addColumn('length', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(kind, db.schema.createTable('og_jump_rounds'))
        .addColumn('round_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('chain_id', 'bigint', (c) => c.notNull().references('og_jump_chains.id'))
        .addColumn('game_number', 'integer', (c) => c.notNull())
        .addColumn('game_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('crash_point_x100', 'bigint', (c) => c.notNull())
        .addColumn('phase', 'varchar(16)', (c) => c.notNull())
        .addColumn('opened_at', 'bigint', (c) => c.notNull())
        .addColumn('betting_ends_at', 'bigint', (c) => c.notNull())
        .addColumn('started_at', 'bigint')
        .addColumn('crashed_at', 'bigint')
        .addUniqueConstraint('og_jump_rounds_game_key', ['chain_id', 'game_number'])
        .execute();

      await withId(kind, db.schema.createTable('og_jump_bets'))
        .addColumn('bet_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('round_id', 'varchar(64)', (c) => c.notNull().references('og_jump_rounds.round_id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('stake', 'bigint', (c) => c.notNull())
        .addColumn('auto_cash_out_x100', 'bigint')
        .addColumn('cash_out_x100', 'bigint')
        .addColumn('exit', 'varchar(16)')
        .addColumn('cash_out_request_id', 'varchar(64)')
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('placed_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('og_jump_bets_request_key', ['user_id', 'request_id'])
        .execute();
      await db.schema.createIndex('og_jump_bets_round_idx').on('og_jump_bets').column('round_id').execute();
    },
    async down(db: AnyDb) {
      for (const table of ['og_jump_bets', 'og_jump_rounds', 'og_jump_chains']) await db.schema.dropTable(table).execute();
    },
  };
}
