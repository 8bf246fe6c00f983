// Migration 0016_sabong_sandbox_fights. Moved here unchanged (issue 25 item 4); never edit:
// databases have run it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

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
