// Migration 0007_session_times. Moved here unchanged (issue 25 item 4); never edit: databases have
// run it.
import { sql, type Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

/**
 * Sessions rotate and time out (issue 11): started_at (the login the absolute maximum age counts
 * from; a renewal copies it) and last_seen_at (the idle timeout counts from it). Existing sessions
 * count from their creation.
 */
export const sessionTimesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('sessions').addColumn('started_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.updateTable('sessions').set({ started_at: sql`created_at`, last_seen_at: sql`created_at` }).execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
    await db.schema.alterTable('sessions').dropColumn('started_at').execute();
  },
};
