// Migration 0006_users_app_code. Moved here unchanged (issue 25 item 4); never edit: databases have
// run it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

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
