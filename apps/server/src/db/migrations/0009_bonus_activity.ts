// Migration 0009_bonus_activity (the tables of db/tables/bonus.ts). Moved here unchanged (issue 25
// item 4); never edit: databases have run it.
import { sql, type Migration } from 'kysely';
import type { DbKind } from '../database';
import { withId, type AnyDb } from '../migrationHelpers';

/**
 * 0009_bonus_activity: the tables above; users.register_ip (the IP an account signed up from, for
 * the one-IP rule; null for older accounts); deposit_orders.first_deposit_bonus (the first-deposit
 * bonus credited with the order, for the bonus popup).
 */
export function bonusActivityMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('bonus_grants'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(128)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('turnover_required', 'bigint', (c) => c.notNull())
        .addColumn('turnover_done', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .addColumn('settled_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('idempotency_key', 'varchar(191)', (c) => c.notNull().unique())
        .addColumn('reference', 'varchar(128)', (c) => c.notNull())
        .addColumn('ledger_tx_id', 'bigint', (c) => c.references('ledger_transactions.id'))
        .addCheckConstraint('bonus_grants_amount_positive', sql`amount > 0`)
        .addCheckConstraint('bonus_grants_turnover', sql`turnover_done >= 0 and turnover_done <= turnover_required`)
        .execute();
      await db.schema.createIndex('bonus_grants_user_idx').on('bonus_grants').columns(['user_id', 'status', 'id']).execute();
      await db.schema.createIndex('bonus_grants_status_idx').on('bonus_grants').columns(['status', 'user_id']).execute();

      await db.schema
        .createTable('bonus_turnover_cursors')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('last_entry_id', 'bigint', (c) => c.notNull())
        .execute();

      await withId(kind, db.schema.createTable('guaranteed_claims'))
        .addColumn('run_id', 'varchar(96)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('grant_id', 'bigint', (c) => c.references('bonus_grants.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('guaranteed_claims_run_user_key', ['run_id', 'user_id'])
        .execute();

      await withId(kind, db.schema.createTable('invite_rewards'))
        .addColumn('inviter_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('invitee_id', 'bigint', (c) => c.notNull().unique().references('users.id'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('reason', 'varchar(32)')
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('grant_id', 'bigint', (c) => c.references('bonus_grants.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('invite_rewards_inviter_idx').on('invite_rewards').columns(['inviter_id', 'status']).execute();
      await db.schema.createIndex('invite_rewards_created_idx').on('invite_rewards').columns(['status', 'created_at']).execute();

      await db.schema.alterTable('users').addColumn('register_ip', 'varchar(64)').execute();
      await db.schema.alterTable('deposit_orders').addColumn('first_deposit_bonus', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('deposit_orders').dropColumn('first_deposit_bonus').execute();
      await db.schema.alterTable('users').dropColumn('register_ip').execute();
      for (const table of ['invite_rewards', 'guaranteed_claims', 'bonus_turnover_cursors', 'bonus_grants']) await db.schema.dropTable(table).execute();
    },
  };
}
