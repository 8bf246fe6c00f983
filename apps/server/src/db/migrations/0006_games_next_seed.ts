// Migration 0006_games_next_seed. Moved here unchanged (issue 25 item 4); never edit: databases
// have run it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

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
