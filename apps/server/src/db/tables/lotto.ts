// Tables of the lotto module (migration db/migrations/0012_lotto.ts).
import type { Generated } from 'kysely';

/**
 * One draw of a lotto game. Its row is the draw's state machine: open (on sale) → closed (sales
 * stopped at closes_at) → drawn (numbers written, seed revealed) → paid (every ticket settled).
 * Each step is one conditional update (`where status = <previous>`), so a step run twice (a restart
 * at the draw minute, two leaders for a moment) changes nothing the second time.
 */
export interface LottoDrawsTable {
  /** `swertres-20261126-1345`: game, GMT+8 date and time; also the message the seed signs. */
  draw_id: string;
  game: string;
  draw_at: number;
  closes_at: number;
  status: string;
  /** Secret until the draw is drawn; never served before. */
  server_seed: string;
  /** SHA-256 of server_seed, published from creation. */
  seed_hash: string;
  /** JSON array in draw order; null until drawn. */
  numbers: string | null;
  ticket_count: number;
  stake_total: number;
  payout_total: number | null;
  created_at: number;
  drawn_at: number | null;
  paid_at: number | null;
}

export interface LottoTicketsTable {
  id: Generated<number>;
  ticket_id: string;
  draw_id: string;
  user_id: number;
  /** The client's idempotency key of the purchase, unique per player. */
  request_id: string;
  bet_type: string;
  /** JSON array of the numbers played. */
  pick: string;
  stake: number;
  /** Set when the draw is paid (0 for a losing ticket); null before. */
  payout: number | null;
  created_at: number;
}

export interface LottoTables {
  lotto_draws: LottoDrawsTable;
  lotto_tickets: LottoTicketsTable;
}

export const LOTTO_TABLES = ['lotto_draws', 'lotto_tickets'] as const;
