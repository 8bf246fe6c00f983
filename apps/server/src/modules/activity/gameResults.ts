// A player's settled play on a set of games within a period: stakes (turnover) and payouts minus
// stakes (net winnings), for the guaranteed activity (spec §3 gameArray). Only settled play counts:
// third-party rounds credited (not open, not rolled back), seeded in-house rounds, jump bets of
// crashed rounds, sabong bets paid out — so a bet still in play can neither open nor shrink a claim.
import type { Kysely } from 'kysely';
import { inHouseGameById, parseGameKey, type InHouseGame } from '@perya/domain';
import type { Database } from '../../db/schema';

/** The in-house games' provider name in provider_gameId keys (og_10003 is jump, spec §2). */
export const IN_HOUSE_PROVIDER = 'og';

const SEEDED: readonly InHouseGame[] = ['dice', 'ring', 'colorgame', 'scratch'];

export interface GameResults {
  readonly turnover: number;
  readonly netWinnings: number;
}

export async function gameResults(db: Kysely<Database>, userId: number, keys: readonly string[], from: number, to: number): Promise<GameResults> {
  const providerKeys: string[] = [];
  const inHouse = new Set<InHouseGame>();
  for (const key of keys) {
    const ref = parseGameKey(key);
    if (ref === undefined) continue;
    if (ref.gameProvider === IN_HOUSE_PROVIDER) {
      const game = inHouseGameById(ref.gameId);
      if (game !== undefined) inHouse.add(game);
    } else {
      providerKeys.push(key);
    }
  }
  let turnover = 0;
  let net = 0;
  const add = (stake: unknown, payout: unknown) => {
    turnover += Number(stake ?? 0);
    net += Number(payout ?? 0) - Number(stake ?? 0);
  };

  if (providerKeys.length > 0) {
    const row = await db
      .selectFrom('provider_rounds')
      .select((eb) => [eb.fn.sum<string | number | null>('debit_amount').as('stake'), eb.fn.sum<string | number | null>('credit_amount').as('payout')])
      .where('user_id', '=', userId)
      .where('game_id', 'in', providerKeys)
      .where('status', '=', 'settled')
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    add(row.stake, row.payout);
  }
  const seeded = SEEDED.filter((g) => inHouse.has(g));
  if (seeded.length > 0) {
    const row = await db
      .selectFrom('og_rounds')
      .select((eb) => [eb.fn.sum<string | number | null>('total_stake').as('stake'), eb.fn.sum<string | number | null>('payout').as('payout')])
      .where('user_id', '=', userId)
      .where('game', 'in', seeded)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    add(row.stake, row.payout);
  }
  if (inHouse.has('jump')) {
    const row = await db
      .selectFrom('og_jump_bets')
      .innerJoin('og_jump_rounds', 'og_jump_rounds.round_id', 'og_jump_bets.round_id')
      .select((eb) => [eb.fn.sum<string | number | null>('og_jump_bets.stake').as('stake'), eb.fn.sum<string | number | null>('og_jump_bets.payout').as('payout')])
      .where('og_jump_bets.user_id', '=', userId)
      .where('og_jump_rounds.phase', '=', 'crashed')
      .where('og_jump_bets.placed_at', '>=', from)
      .where('og_jump_bets.placed_at', '<', to)
      .executeTakeFirstOrThrow();
    add(row.stake, row.payout);
  }
  if (inHouse.has('sabong')) {
    const row = await db
      .selectFrom('og_sabong_bets')
      .select((eb) => [eb.fn.sum<string | number | null>('stake').as('stake'), eb.fn.sum<string | number | null>('payout').as('payout')])
      .where('user_id', '=', userId)
      .where('payout', 'is not', null)
      .where('placed_at', '>=', from)
      .where('placed_at', '<', to)
      .executeTakeFirstOrThrow();
    add(row.stake, row.payout);
  }
  return { turnover, netWinnings: net };
}
