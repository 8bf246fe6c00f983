// Migration 0022_email_binding (issue 26 item 5): an email binds only with a code sent to it, and
// one account per email. Never edit once released: databases will have run it.
import { sql, type Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

export function emailBindingMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      // Emails are stored normalised (trimmed, lower-cased) so the unique index below means one
      // account per address whatever its case. Before this migration an email bound unverified:
      // where several accounts hold the same address, the oldest keeps it and the others are
      // unbound (their owners can bind an address they prove).
      await sql`update users set email = lower(trim(email)) where email is not null`.execute(db);
      await sql`update users set email = null where email = ''`.execute(db);
      await sql`update users set email = null where email is not null and id > (select min(u.id) from users u where u.email = users.email)`.execute(db);
      await db.schema.createIndex('users_email_uq').unique().on('users').column('email').execute();

      await withId(kind, db.schema.createTable('email_codes'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('salt', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'bigint')
        .addColumn('sender_ip', 'varchar(64)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('email_codes_user_idx').on('email_codes').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('email_codes_ip_idx').on('email_codes').columns(['sender_ip', 'created_at']).execute();

      await withId(kind, db.schema.createTable('email_outbox'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('email_outbox_email_idx').on('email_outbox').columns(['email', 'id']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('email_outbox').execute();
      await db.schema.dropTable('email_codes').execute();
      await db.schema.dropIndex('users_email_uq').execute();
    },
  };
}
