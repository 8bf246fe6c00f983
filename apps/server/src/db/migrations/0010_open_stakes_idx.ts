// Migration 0010_open_stakes_idx (for src/modules/games/openStakes.ts). Moved here unchanged (issue
// 25 item 4); never edit: databases have run it.
import type { Kysely } from 'kysely';

/** 0010_open_stakes_idx: finds a player's open third-party rounds without scanning every round. */
export const openStakesIndexMigration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema.createIndex('provider_rounds_user_status_idx').on('provider_rounds').columns(['user_id', 'status']).execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('provider_rounds_user_status_idx').execute();
  },
};
