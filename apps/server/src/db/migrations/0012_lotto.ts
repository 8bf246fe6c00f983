// Migration 0012_lotto (the tables of db/tables/lotto.ts). Moved here unchanged (issue 25 item 4);
// never edit: databases have run it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

export function lottoMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('lotto_draws')
        .addColumn('draw_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('game', 'varchar(16)', (c) => c.notNull())
        .addColumn('draw_at', 'bigint', (c) => c.notNull())
        .addColumn('closes_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('numbers', 'varchar(64)')
        .addColumn('ticket_count', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('stake_total', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('payout_total', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('drawn_at', 'bigint')
        .addColumn('paid_at', 'bigint')
        .execute();
      await db.schema.createIndex('lotto_draws_game_at_idx').on('lotto_draws').columns(['game', 'draw_at']).execute();
      await db.schema.createIndex('lotto_draws_status_idx').on('lotto_draws').columns(['status', 'draw_at']).execute();

      await withId(kind, db.schema.createTable('lotto_tickets'))
        .addColumn('ticket_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('draw_id', 'varchar(64)', (c) => c.notNull().references('lotto_draws.draw_id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('bet_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('pick', 'varchar(64)', (c) => c.notNull())
        .addColumn('stake', 'bigint', (c) => c.notNull())
        .addColumn('payout', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('lotto_tickets_request_key', ['user_id', 'request_id'])
        .execute();
      await db.schema.createIndex('lotto_tickets_draw_idx').on('lotto_tickets').column('draw_id').execute();
      await db.schema.createIndex('lotto_tickets_user_idx').on('lotto_tickets').columns(['user_id', 'id']).execute();
    },
    async down(db: AnyDb) {
      for (const table of ['lotto_tickets', 'lotto_draws']) await db.schema.dropTable(table).execute();
    },
  };
}
