// Schema of the games module (listed in src/db/migrations.ts).
import type { Migration } from 'kysely';
import type { DbKind } from '../../db/database';
import { withId, type AnyDb } from '../../db/migrationHelpers';

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

/**
 * Issue 23: who runs a fight. 1 for a fight the sandbox schedule opened (its crowd bets on it and
 * the schedule moves it on); 0 for the operator's (only /ops/sabong moves it, and no crowd joins).
 */
export const sabongSandboxFightsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('og_sabong_fights').addColumn('sandbox', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('og_sabong_fights').dropColumn('sandbox').execute();
  },
};

/**
 * Issue 23 (sabong across instances): what a new leader needs to carry a sandbox fight on where
 * the old one left it. `last_call_at`: when the last call began (the schedule times the close from
 * it); `sandbox_seed`: the seed the fight's crowd plan and result are drawn from (the configured
 * SABONG_SANDBOX_SEED, else one drawn when the fight opens), so every instance plays the same crowd
 * and declares the same result. Null on the operator's fights and on fights from before.
 */
export const sabongFightResumeMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('og_sabong_fights').addColumn('last_call_at', 'bigint').execute();
    await db.schema.alterTable('og_sabong_fights').addColumn('sandbox_seed', 'varchar(128)').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('og_sabong_fights').dropColumn('sandbox_seed').execute();
    await db.schema.alterTable('og_sabong_fights').dropColumn('last_call_at').execute();
  },
};

/**
 * Issue 11 (fairness): each active seed pair carries the server seed that comes NEXT, committed by
 * its hash before the player chooses the client seed of the next pair. Null on pairs from before
 * this migration (the first look fills it).
 */
export const nextSeedMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('og_seed_pairs').addColumn('next_server_seed', 'varchar(128)').execute();
    await db.schema.alterTable('og_seed_pairs').addColumn('next_server_seed_hash', 'varchar(64)').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('og_seed_pairs').dropColumn('next_server_seed_hash').execute();
    await db.schema.alterTable('og_seed_pairs').dropColumn('next_server_seed').execute();
  },
};

/**
 * Issue 11 (game switches per brand): the app code a player signed up from, which decides their
 * brand's game switches. Null on accounts from before it was recorded (they get the strictest).
 */
export const usersAppCodeMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('app_code', 'varchar(64)').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('users').dropColumn('app_code').execute();
  },
};
