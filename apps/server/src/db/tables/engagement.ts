// Tables of the engagement module (VIP, missions, sign-in, points and spin, weekly lucky prize);
// their migration is db/migrations/0008_engagement.ts. Money and points themselves live in the ledger;
// these tables hold what the ledger cannot: days, streaks, claims, seeds, tickets.
import type { Generated } from 'kysely';

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
