// Tables of the engagement module (VIP, missions, sign-in, points and spin, weekly lucky prize) and
// their migration 0008_engagement (listed in src/db/migrations.ts). Money and points themselves
// live in the ledger; these tables hold what the ledger cannot: days, streaks, claims, seeds, tickets.
import { sql, type Generated, type Migration } from 'kysely';
import type { DbKind } from '../../db/database';
import { withId, type AnyDb } from '../../db/migrationHelpers';

/** One row per player and GMT+8 day with a login (daily-login points, login-day missions, weekly stone). */
export interface LoginDaysTable {
  user_id: number;
  /** 'YYYY-MM-DD' GMT+8. */
  day: string;
  created_at: number;
}

/** One row per sign-in of the 7-day streak (spec §9). */
export interface SignInsTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  /** 1-7: the day of the streak this sign-in was. */
  streak_day: number;
  award_type: string;
  award: number;
  created_at: number;
}

/**
 * One row per award handed out once (a mission in its period, a VIP level reward, a weekly win):
 * the unique claim key is the guard that makes a second claim a refusal, whatever the award is
 * paid in (the ledger's own idempotency key is the same string for money and points).
 */
export interface EngagementClaimsTable {
  id: Generated<number>;
  claim_key: string;
  user_id: number;
  kind: string;
  award_type: string;
  award: number;
  created_at: number;
}

/** The player's active spin seed: the server seed committed by its sha256 until the next spin reveals it. */
export interface SpinSeedsTable {
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next spin uses. */
  nonce: number;
  updated_at: number;
}

/** One spin of the wheel, with its revealed proof. */
export interface SpinRoundsTable {
  id: Generated<number>;
  user_id: number;
  nonce: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  prize_index: number;
  prize_id: string;
  award_type: string;
  award: number;
  /** 'ticket' or 'points'. */
  paid_with: string;
  created_at: number;
}

/** Free spins owned (never negative: a CHECK and a conditional update). */
export interface SpinTicketsTable {
  user_id: number;
  balance: number;
  updated_at: number;
}

/** A week's draw seed, committed (hash kept) before the week ends, revealed once drawn. */
export interface WeeklyDrawsTable {
  /** Monday 0:00 GMT+8, epoch ms. */
  week_start: number;
  seed: string;
  seed_hash: string;
  created_at: number;
  drawn_at: number | null;
}

export interface WeeklyWinnersTable {
  id: Generated<number>;
  week_start: number;
  user_id: number;
  rank: number;
  amount: number;
  created_at: number;
}

export interface EngagementTables {
  login_days: LoginDaysTable;
  sign_ins: SignInsTable;
  engagement_claims: EngagementClaimsTable;
  spin_seeds: SpinSeedsTable;
  spin_rounds: SpinRoundsTable;
  spin_tickets: SpinTicketsTable;
  weekly_draws: WeeklyDrawsTable;
  weekly_winners: WeeklyWinnersTable;
}

export const ENGAGEMENT_TABLES = [
  'login_days',
  'sign_ins',
  'engagement_claims',
  'spin_seeds',
  'spin_rounds',
  'spin_tickets',
  'weekly_draws',
  'weekly_winners',
] as const satisfies readonly (keyof EngagementTables)[];

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
