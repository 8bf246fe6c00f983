// Tables of bonuses, the guaranteed activity and invite rewards (issue 12); their migration is
// db/migrations/0009_bonus_activity.ts. Times are epoch ms; money integer minor units.
import type { Generated } from 'kysely';

/**
 * One bonus given to a player's bonus wallet (spec §2 bonus list, §4 processing → completed |
 * expired). Its grant, conversion and forfeit are ledger transactions; this row says which.
 */
export interface BonusGrantsTable {
  id: Generated<number>;
  user_id: number;
  /** BONUS_KINDS of the contract: deposit, mission, spin, invite, guaranteed, … */
  kind: string;
  title: string;
  amount: number;
  turnover_required: number;
  /** Bets counted towards it so far (never above turnover_required). */
  turnover_done: number;
  /** processing | completed | expired */
  status: string;
  created_at: number;
  /** Past this instant an unfinished bonus is forfeited; null: never. */
  expires_at: number | null;
  /** When it completed or expired. */
  settled_at: number | null;
  /** What moved at settlement: to the main wallet (completed) or back to promotions (expired). */
  settled_amount: number;
  /** The grant's own ledger idempotency key: one grant per key. */
  idempotency_key: string;
  /** Order number, round, activity run … shown with the ledger entries. */
  reference: string;
  /** The ledger transaction that credited the bonus wallet (set in the granting transaction). */
  ledger_tx_id: number | null;
}

/** Per player: the last ledger entry of their main wallet already counted as bonus turnover. */
export interface BonusTurnoverCursorsTable {
  user_id: number;
  last_entry_id: number;
}

/** A claimed guaranteed payout: one per activity run and player (spec §3 receivedAmount). */
export interface GuaranteedClaimsTable {
  id: Generated<number>;
  /** The run id (activity id, or id@day for a daily activity). */
  run_id: string;
  user_id: number;
  amount: number;
  /** The bonus grant that paid it (null when nothing was due). */
  grant_id: number | null;
  created_at: number;
}

/** The invite reward decision for one invitee, made once (spec §6 one account and one IP per player). */
export interface InviteRewardsTable {
  id: Generated<number>;
  inviter_id: number;
  invitee_id: number;
  /** paid | refused */
  status: string;
  /** Why it was refused (INVITE_REFUSALS); null when paid. */
  reason: string | null;
  amount: number;
  /** The bonus grant that paid it. */
  grant_id: number | null;
  created_at: number;
}

export interface BonusTables {
  bonus_grants: BonusGrantsTable;
  bonus_turnover_cursors: BonusTurnoverCursorsTable;
  guaranteed_claims: GuaranteedClaimsTable;
  invite_rewards: InviteRewardsTable;
}

export const BONUS_TABLES = ['bonus_grants', 'bonus_turnover_cursors', 'guaranteed_claims', 'invite_rewards'] as const;
