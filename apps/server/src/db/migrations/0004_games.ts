// Migration 0004_games: third-party sessions and rounds, in-house seed pairs and rounds. Moved here
// unchanged (issue 25 item 4); never edit: databases have run it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

export function gamesMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('game_sessions'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('game_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(kind, db.schema.createTable('provider_rounds'))
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('round_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('game_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('debit_amount', 'bigint', (c) => c.notNull())
        .addColumn('credit_amount', 'bigint')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('provider_rounds_round_key', ['provider', 'round_id'])
        .execute();

      await withId(kind, db.schema.createTable('og_seed_pairs'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('game', 'varchar(16)', (c) => c.notNull())
        .addColumn('server_seed', 'varchar(128)', (c) => c.notNull())
        .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('client_seed', 'varchar(128)', (c) => c.notNull())
        .addColumn('nonce', 'bigint', (c) => c.notNull())
        .addColumn('active_key', 'varchar(64)', (c) => c.unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('revealed_at', 'bigint')
        .execute();
      await db.schema.createIndex('og_seed_pairs_user_idx').on('og_seed_pairs').columns(['user_id', 'game']).execute();

      await withId(kind, db.schema.createTable('og_rounds'))
        .addColumn('round_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('game', 'varchar(16)', (c) => c.notNull())
        .addColumn('bet', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('total_stake', 'bigint', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('seed_pair_id', 'bigint', (c) => c.notNull().references('og_seed_pairs.id'))
        .addColumn('nonce', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('og_rounds_request_key', ['user_id', 'request_id'])
        .execute();
      await db.schema.createIndex('og_rounds_user_game_idx').on('og_rounds').columns(['user_id', 'game', 'id']).execute();

    },
    async down(db: AnyDb) {
      for (const table of ['og_rounds', 'og_seed_pairs', 'provider_rounds', 'game_sessions']) await db.schema.dropTable(table).execute();
    },
  };
}
