// Migration 0020_users_facebook_id. Moved here unchanged (issue 25 item 4); never edit: databases
// have run it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

/** Facebook Login links an account by the Facebook user id, one account per Facebook user. */
export const facebookIdMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('facebook_id', 'varchar(64)').execute();
    await db.schema.createIndex('users_facebook_id_uq').unique().on('users').column('facebook_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('users_facebook_id_uq').execute();
    await db.schema.alterTable('users').dropColumn('facebook_id').execute();
  },
};
