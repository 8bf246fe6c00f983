// The tables of a withdrawal's speed-up and rating (spec §5 "cash-out boost and comment buttons");
// their migration is db/migrations/0019_withdrawal_feedback.ts. Times are epoch ms.
import type { Generated } from 'kysely';

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
