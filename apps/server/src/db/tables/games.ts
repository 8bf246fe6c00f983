// Tables of the games module: third-party launch sessions and seamless-wallet rounds, and the
// in-house games' seed pairs and rounds (migrations db/migrations/0004_games*.ts and later). Times
// are epoch ms; money integer minor units.
import type { Generated, Selectable } from 'kysely';

/** A launch of a third-party game: the opaque token the provider calls the wallet with. */
export interface GameSessionsTable {
  id: Generated<number>;
  /** sha256 hex of the launch token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  provider: string;
  game_id: string;
  created_at: number;
  expires_at: number;
}

/** One provider round as the seamless wallet saw it (debit, credit, rollback by round id). */
export interface ProviderRoundsTable {
  id: Generated<number>;
  provider: string;
  round_id: string;
  user_id: number;
  game_id: string;
  /** What was debited (0 for a rollback that arrived before its debit). */
  debit_amount: number;
  /** What was credited once settled (0 for a loss). */
  credit_amount: number | null;
  /** open (debited) | settled (credited) | rolledback */
  status: string;
  created_at: number;
  updated_at: number;
}

/** A player's seed pair of one seeded in-house game; the active one has active_key set. */
export interface OgSeedPairsTable {
  id: Generated<number>;
  user_id: number;
  game: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /**
   * The server seed of the pair that follows this one, committed by its hash while this pair is
   * active (before the player picks the next client seed); it becomes that pair's server_seed on
   * rotation. Never sent before then. Null only on pairs from before issue 11 until first looked at.
   */
  next_server_seed: string | null;
  next_server_seed_hash: string | null;
  /** The nonce the next bet uses. */
  nonce: number;
  /** `${user_id}:${game}` while active, null once revealed: one active pair per player and game. */
  active_key: string | null;
  created_at: number;
  revealed_at: number | null;
}

/** One settled round of a seeded in-house game. */
export interface OgRoundsTable {
  id: Generated<number>;
  round_id: string;
  user_id: number;
  request_id: string;
  game: string;
  /** JSON of the contract's bet. */
  bet: string;
  /** JSON of the contract's outcome. */
  outcome: string;
  total_stake: number;
  payout: number;
  seed_pair_id: number;
  nonce: number;
  created_at: number;
}

/** A published jump hash chain: its terminating hash and salt are public from the start. */
export interface OgJumpChainsTable {
  id: Generated<number>;
  /** The secret the chain was built from; games reveal its links one by one. */
  seed: string;
  terminating_hash: string;
  salt: string;
  length: number;
  created_at: number;
}

/** One jump round: game `game_number` of a chain. */
export interface OgJumpRoundsTable {
  id: Generated<number>;
  round_id: string;
  chain_id: number;
  game_number: number;
  game_hash: string;
  crash_point_x100: number;
  /** betting | running | crashed */
  phase: string;
  opened_at: number;
  betting_ends_at: number;
  started_at: number | null;
  crashed_at: number | null;
}

/** A player's jump bet; its stake and payout are ledger transactions keyed by bet_id. */
export interface OgJumpBetsTable {
  id: Generated<number>;
  bet_id: string;
  round_id: string;
  user_id: number;
  request_id: string;
  stake: number;
  auto_cash_out_x100: number | null;
  cash_out_x100: number | null;
  /** manual | auto | maxWin, or null while in play or when lost. */
  exit: string | null;
  cash_out_request_id: string | null;
  payout: number;
  placed_at: number;
}

/** A sabong fight: operator-run lifecycle OPEN → LAST_CALL → CLOSED → RESULT, or CANCELLED. */
export interface OgSabongFightsTable {
  id: Generated<number>;
  fight_id: string;
  fight_number: number;
  status: string;
  opened_at: number;
  closed_at: number | null;
  /** meron | wala | draw once declared. */
  result: string | null;
  /** lowOdds | notDeclared | operator once cancelled. */
  cancel_reason: string | null;
  /** When the bets were paid out (RESULT or CANCELLED). */
  settled_at: number | null;
  /** 1: opened by the sandbox schedule (its crowd bets, the schedule moves it); 0: the operator's. */
  sandbox: Generated<number>;
  /** When the last call began (null before it, and on fights from before migration 0018). */
  last_call_at: number | null;
  /** A sandbox fight's seed of its crowd plan and result (null on the operator's fights). */
  sandbox_seed: string | null;
}

/** A sabong bet; stake and payout are ledger transactions keyed by bet_id. */
export interface OgSabongBetsTable {
  id: Generated<number>;
  bet_id: string;
  fight_id: string;
  user_id: number;
  request_id: string;
  side: string;
  stake: number;
  /** Credited at settlement (winnings or refund; 0 for a loss), null before. */
  payout: number | null;
  placed_at: number;
}

export interface GamesTables {
  og_sabong_fights: OgSabongFightsTable;
  og_sabong_bets: OgSabongBetsTable;
  og_jump_chains: OgJumpChainsTable;
  og_jump_rounds: OgJumpRoundsTable;
  og_jump_bets: OgJumpBetsTable;
  game_sessions: GameSessionsTable;
  provider_rounds: ProviderRoundsTable;
  og_seed_pairs: OgSeedPairsTable;
  og_rounds: OgRoundsTable;
}

export const GAMES_TABLES = ['game_sessions', 'provider_rounds', 'og_seed_pairs', 'og_rounds', 'og_jump_chains', 'og_jump_rounds', 'og_jump_bets', 'og_sabong_fights', 'og_sabong_bets'] as const;

export type ProviderRound = Selectable<ProviderRoundsTable>;
export type OgSeedPairRow = Selectable<OgSeedPairsTable>;
export type OgRoundRow = Selectable<OgRoundsTable>;
