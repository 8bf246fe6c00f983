// The lobby's recent-winners ticker (issue 24 §5): the latest settled wins above the threshold
// across the in-house games (seeded rounds, jump cash-outs, sabong payouts) and the third-party
// provider's rounds, each named by its catalogue game, its winner masked (spec §5), its amount in
// the winner's currency. One computed list is kept RECENT_WINS_CACHE_MS; each caller then sees the
// wins of the games it may see (switched-off games of its brand, EVO for the evo list, left out).
import type { Kysely } from 'kysely';
import type { RecentWin } from '@perya/api/contract';
import {
  IN_HOUSE_GAME_IDS,
  RECENT_WINS_CACHE_MS,
  RECENT_WINS_LIMIT,
  RECENT_WIN_MIN_PAYOUT,
  latestWins,
  privateName,
  type CurrencyCode,
  type InHouseGame,
} from '@perya/domain';
import type { Database } from '../../db/schema';
import type { Catalogue, CatalogueGame } from './catalogue';

/** Wins read from each source per look: enough that a caller's hidden games still leave a full list. */
const PER_SOURCE = RECENT_WINS_LIMIT * 3;

export interface RecentWinsDeps {
  readonly db: Kysely<Database>;
  readonly catalogue: Catalogue;
  /** The currency of a player's wallets, by the app code they signed up from (their market's). */
  readonly currencyOf: (appCode: string | null) => CurrencyCode;
  readonly now: () => number;
}

interface Candidate {
  readonly id: string;
  readonly userId: number;
  readonly game: CatalogueGame | undefined;
  readonly stake: number;
  readonly payout: number;
  readonly at: number;
}

export interface RecentWins {
  /** The latest wins, newest first, of the games `visible` lets through. */
  list(visible: (game: CatalogueGame) => boolean): Promise<RecentWin[]>;
}

export function createRecentWins(deps: RecentWinsDeps): RecentWins {
  const { db, catalogue } = deps;
  const inHouse = (game: string) => {
    const id = IN_HOUSE_GAME_IDS[game as InHouseGame];
    return id === undefined ? undefined : catalogue.find('og', String(id));
  };

  async function candidates(): Promise<Candidate[][]> {
    const min = RECENT_WIN_MIN_PAYOUT;
    const [seeded, jump, sabong, provider] = await Promise.all([
      db
        .selectFrom('og_rounds')
        .select(['round_id', 'user_id', 'game', 'total_stake', 'payout', 'created_at'])
        .where('payout', '>=', min)
        .orderBy('created_at', 'desc')
        .limit(PER_SOURCE)
        .execute(),
      db
        .selectFrom('og_jump_bets')
        .select(['bet_id', 'user_id', 'stake', 'payout', 'placed_at'])
        .where('payout', '>=', min)
        .orderBy('placed_at', 'desc')
        .limit(PER_SOURCE)
        .execute(),
      db
        .selectFrom('og_sabong_bets as b')
        .innerJoin('og_sabong_fights as f', 'f.fight_id', 'b.fight_id')
        .select(['b.bet_id', 'b.user_id', 'b.stake', 'b.payout', 'f.settled_at'])
        .where('b.payout', '>=', min)
        .where('f.settled_at', 'is not', null)
        .orderBy('f.settled_at', 'desc')
        .limit(PER_SOURCE)
        .execute(),
      db
        .selectFrom('provider_rounds')
        .select(['provider', 'round_id', 'user_id', 'game_id', 'debit_amount', 'credit_amount', 'updated_at'])
        .where('status', '=', 'settled')
        .where('credit_amount', '>=', min)
        .orderBy('updated_at', 'desc')
        .limit(PER_SOURCE)
        .execute(),
    ]);
    return [
      seeded.map((r) => ({ id: `og:${r.round_id}`, userId: r.user_id, game: inHouse(r.game), stake: r.total_stake, payout: r.payout, at: r.created_at })),
      jump.map((r) => ({ id: `jump:${r.bet_id}`, userId: r.user_id, game: inHouse('jump'), stake: r.stake, payout: r.payout, at: r.placed_at })),
      sabong.map((r) => ({ id: `sabong:${r.bet_id}`, userId: r.user_id, game: inHouse('sabong'), stake: r.stake, payout: r.payout ?? 0, at: r.settled_at ?? 0 })),
      provider.map((r) => ({
        id: `provider:${r.provider}:${r.round_id}`,
        userId: r.user_id,
        game: catalogue.findKey(r.game_id),
        stake: r.debit_amount,
        payout: r.credit_amount ?? 0,
        at: r.updated_at,
      })),
    ];
  }

  /** The wins of every game, named and masked: what the cache keeps. */
  async function compute(): Promise<(RecentWin & { readonly game: CatalogueGame })[]> {
    const wins = latestWins(await candidates(), PER_SOURCE).filter((w): w is Candidate & { game: CatalogueGame } => w.game !== undefined);
    if (wins.length === 0) return [];
    const users = await db
      .selectFrom('users')
      .select(['id', 'name', 'app_code'])
      .where('id', 'in', [...new Set(wins.map((w) => w.userId))])
      .execute();
    const byId = new Map(users.map((u) => [u.id, u]));
    return wins.flatMap((w) => {
      const user = byId.get(w.userId);
      if (user === undefined) return [];
      return [
        {
          id: w.id,
          name: privateName(user.name),
          amount: w.payout,
          currency: deps.currencyOf(user.app_code),
          gameProvider: w.game.gameProvider,
          gameId: w.game.gameId,
          gameName: w.game.gameName,
          at: w.at,
          game: w.game,
        },
      ];
    });
  }

  let cached: { at: number; wins: Promise<Awaited<ReturnType<typeof compute>>> } | undefined;
  return {
    async list(visible) {
      const at = deps.now();
      if (cached === undefined || at - cached.at >= RECENT_WINS_CACHE_MS) {
        const wins = compute();
        cached = { at, wins };
        // A failed look is not kept: the next caller tries again.
        wins.catch(() => {
          if (cached?.wins === wins) cached = undefined;
        });
      }
      return (await cached.wins)
        .filter((w) => visible(w.game))
        .slice(0, RECENT_WINS_LIMIT)
        .map(({ game: _game, ...win }) => win);
    },
  };
}
