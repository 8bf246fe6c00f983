// The tables of a withdrawal's speed-up and rating (spec §5 "cash-out boost and comment buttons")
// and their migration 0019_withdrawal_feedback (listed in src/db/migrations.ts). Times are epoch ms.
import type { Generated, Migration } from 'kysely';
import type { DbKind } from '../../db/database';
import { withId, type AnyDb } from '../../db/migrationHelpers';

/**
 * One row per withdrawal order the player did something about: the last speed-up (the once-an-hour
 * rule is a conditional update of it, atomic on SQLite and PostgreSQL alike) and the rating, set once.
 */
export interface WithdrawalFeedbackTable {
  order_no: string;
  user_id: number;
  boost_count: number;
  last_boost_at: number | null;
  /** 1–5; null until rated. */
  stars: number | null;
  /** '' when the player wrote none; null until rated. */
  comment: string | null;
  rated_at: number | null;
}

/** Every speed-up request as it was asked: the audit trail the operator reads (who, from where, when). */
export interface WithdrawalBoostsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  ip: string | null;
  created_at: number;
}

export interface WithdrawalFeedbackTables {
  withdrawal_feedback: WithdrawalFeedbackTable;
  withdrawal_boosts: WithdrawalBoostsTable;
}

export const WITHDRAWAL_FEEDBACK_TABLES = ['withdrawal_feedback', 'withdrawal_boosts'] as const satisfies readonly (keyof WithdrawalFeedbackTables)[];

export function withdrawalFeedbackMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('withdrawal_feedback')
        .addColumn('order_no', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('boost_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_boost_at', 'bigint')
        .addColumn('stars', 'integer')
        .addColumn('comment', 'varchar(255)')
        .addColumn('rated_at', 'bigint')
        .execute();
      await db.schema.createIndex('withdrawal_feedback_rated_idx').on('withdrawal_feedback').column('rated_at').execute();
      await withId(kind, db.schema.createTable('withdrawal_boosts'))
        .addColumn('order_no', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('withdrawal_boosts_order_idx').on('withdrawal_boosts').columns(['order_no', 'id']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('withdrawal_boosts').execute();
      await db.schema.dropTable('withdrawal_feedback').execute();
    },
  };
}
