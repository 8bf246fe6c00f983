// The win chance of a stake, for the risk weight of its bonus turnover (domain bonusRule.ts
// turnoverWeightPpm): the chance that the bet pays back anything, from what the game recorded.
//   dice       the chance the player picked;
//   ring       the share of the wheel the colours bet cover (several colours hedge each other);
//   colour     the share of the 216 rolls on which any of the round's bets pays;
//   jump       rtp / the multiplier cashed out at (or, still running or lost, the auto cash-out
//              target; a manual bet that crashed: unknown);
//   anything else (scratch, sabong, lotto, trades, third-party games): unknown, counted whole.
import type { Kysely, Transaction } from 'kysely';
import {
  COLOUR_GAME_COLOURS,
  DEFAULT_JUMP_CONFIG,
  DEFAULT_RING_CONFIG,
  colourBetPayout,
  ringColourProbabilities,
  type ColourBetChoice,
  type ColourDice,
  type RingColour,
} from '@perya/games/engines';
import { chancePpm } from '@perya/domain';
import type { OgBet } from '@perya/api/contract';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

const RING_P = ringColourProbabilities(DEFAULT_RING_CONFIG);
const ALL_ROLLS: ColourDice[] = COLOUR_GAME_COLOURS.flatMap((a) => COLOUR_GAME_COLOURS.flatMap((b) => COLOUR_GAME_COLOURS.map((c) => [a, b, c] as const)));

/** The chance (ppm) that a seeded-game bet pays back anything, or null when the game does not say. */
export function seededWinChance(bet: OgBet): number | null {
  switch (bet.game) {
    case 'dice':
      return chancePpm(bet.chanceX100 / 10_000);
    case 'ring':
      return chancePpm((Object.keys(bet.bets) as RingColour[]).reduce((p, c) => p + RING_P[c], 0));
    case 'colorgame': {
      const bets = bet.bets as readonly { choice: ColourBetChoice; stake: number }[];
      const paying = ALL_ROLLS.filter((dice) => bets.some((b) => colourBetPayout(b.choice, 1_000_000, dice) > 0)).length;
      return chancePpm(paying / ALL_ROLLS.length);
    }
    default:
      return null;
  }
}

/** The chance (ppm) that a crash bet cashes out: rtp / multiplier, or null for a manual bet with no cash-out. */
export function jumpWinChance(bet: { cash_out_x100: number | null; auto_cash_out_x100: number | null }): number | null {
  const x100 = bet.cash_out_x100 ?? bet.auto_cash_out_x100;
  if (x100 === null || x100 <= 0) return null;
  return chancePpm(DEFAULT_JUMP_CONFIG.rtpPercent / x100);
}

const JUMP_STAKE_KEY = /^jump:(.+):bet$/;

export interface StakeRisks {
  /** The win chance of each stake (by ledger entry id) whose game records it; absent: whole. */
  readonly chances: Map<number, number | null>;
  /**
   * The first stake (entry id) of a crash round still in play: its risk is known only when the
   * round ends (a manual cash-out at 1.01× must not count whole), so turnover stops before it.
   */
  readonly undecidedFrom: number | undefined;
}

/** The risks of these stakes (main-wallet ledger entries, their reference and transaction key). */
export async function stakeRisks(ex: Executor, stakes: readonly { id: number; reference: string; key: string }[]): Promise<StakeRisks> {
  const found = new Map<number, number | null>();
  let undecidedFrom: number | undefined;
  // Stryker disable next-line StringLiteral: og_rounds holds seeded-game rounds only, so looking up every reference ("" prefix) finds nothing more
  const rounds = stakes.filter((s) => s.reference.startsWith('og-')).map((s) => s.reference);
  if (rounds.length > 0) {
    const rows = await ex.selectFrom('og_rounds').select(['round_id', 'bet']).where('round_id', 'in', [...new Set(rounds)]).execute();
    const byRound = new Map(rows.map((r) => [r.round_id, seededWinChance(JSON.parse(r.bet) as OgBet)]));
    // Stryker disable next-line ConditionalExpression: a stake whose round is not found gets a chance of null, which counts whole like no chance at all
    for (const s of stakes) if (byRound.has(s.reference)) found.set(s.id, byRound.get(s.reference) ?? null);
  }
  const jumpIds = stakes.flatMap((s) => {
    const m = JUMP_STAKE_KEY.exec(s.key);
    return m === null ? [] : [[s.id, m[1] as string] as const];
  });
  if (jumpIds.length > 0) {
    const rows = await ex
      .selectFrom('og_jump_bets as b')
      .innerJoin('og_jump_rounds as r', 'r.round_id', 'b.round_id')
      .select(['b.bet_id', 'b.cash_out_x100', 'b.auto_cash_out_x100', 'b.exit', 'r.phase'])
      .where('b.bet_id', 'in', [...new Set(jumpIds.map(([, b]) => b))])
      .execute();
    const byBet = new Map(rows.map((r) => [r.bet_id, r]));
    for (const [id, betId] of jumpIds) {
      const bet = byBet.get(betId);
      if (bet === undefined) continue;
      // Out of the round already (cashed out) or the round is over: its risk is known.
      if (bet.exit === null && bet.phase !== 'crashed') {
        undecidedFrom = Math.min(undecidedFrom ?? id, id);
        continue;
      }
      found.set(id, jumpWinChance(bet));
    }
  }
  return { chances: found, undecidedFrom };
}
