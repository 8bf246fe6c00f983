// Migration 0008_engagement (the tables of db/tables/engagement.ts). Moved here unchanged (issue 25
// item 4); never edit: databases have run it.
import { sql, type Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';
import { ENGAGEMENT_TABLES } from '../tables/engagement';

export function engagementMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('login_days')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_days_pkey', ['user_id', 'day'])
        .execute();
      await db.schema.createIndex('login_days_day_idx').on('login_days').columns(['day', 'user_id']).execute();

      await withId(kind, db.schema.createTable('sign_ins'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('streak_day', 'integer', (c) => c.notNull())
        .addColumn('award_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('award', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('sign_ins_user_day_key', ['user_id', 'day'])
        .addCheckConstraint('sign_ins_streak_day', sql`streak_day between 1 and 7`)
        .execute();

      await withId(kind, db.schema.createTable('engagement_claims'))
        .addColumn('claim_key', 'varchar(191)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('award_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('award', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('engagement_claims_user_idx').on('engagement_claims').columns(['user_id', 'kind']).execute();

      await db.schema
        .createTable('spin_seeds')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('server_seed', 'varchar(128)', (c) => c.notNull())
        .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('nonce', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(kind, db.schema.createTable('spin_rounds'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('nonce', 'bigint', (c) => c.notNull())
        .addColumn('server_seed', 'varchar(128)', (c) => c.notNull())
        .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('prize_index', 'integer', (c) => c.notNull())
        .addColumn('prize_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('award_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('award', 'bigint', (c) => c.notNull())
        .addColumn('paid_with', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('spin_rounds_user_nonce_key', ['user_id', 'nonce'])
        .execute();

      await db.schema
        .createTable('spin_tickets')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('balance', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('spin_tickets_non_negative', sql`balance >= 0`)
        .execute();

      await db.schema
        .createTable('weekly_draws')
        .addColumn('week_start', 'bigint', (c) => c.primaryKey())
        .addColumn('seed', 'varchar(128)', (c) => c.notNull())
        .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('drawn_at', 'bigint')
        .execute();

      await withId(kind, db.schema.createTable('weekly_winners'))
        .addColumn('week_start', 'bigint', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('weekly_winners_week_user_key', ['week_start', 'user_id'])
        .execute();
      await db.schema.createIndex('weekly_winners_week_idx').on('weekly_winners').columns(['week_start', 'rank']).execute();
    },
    async down(db: AnyDb) {
      for (const table of [...ENGAGEMENT_TABLES].reverse()) await db.schema.dropTable(table).execute();
    },
  };
}
