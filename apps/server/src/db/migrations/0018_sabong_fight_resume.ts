// Migration 0018_sabong_fight_resume. Moved here unchanged (issue 25 item 4); never edit: databases
// have run it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

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
