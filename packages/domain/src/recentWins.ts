// The lobby's recent-winners ticker (spec §1 lobby; issue 24 §5): which settled rounds count as a
// win worth showing, how the latest of several game sources merge, and how long the list is kept. Winners'
// names go out through privateName (spec §5 private name display).
/** A round's payout must reach this (minor units of the winner's currency: ₱100) to be shown. */
export const RECENT_WIN_MIN_PAYOUT = 10_000;
/** Wins the ticker shows at most. */
export const RECENT_WINS_LIMIT = 20;
/** How long the server keeps a computed list before looking again (ms). */
export const RECENT_WINS_CACHE_MS = 10_000;

/**
 * A settled round is a ticker win when it paid more than it staked (a refund or a partial return
 * is no win) and the payout reaches RECENT_WIN_MIN_PAYOUT.
 */
export function isTickerWin(stake: number, payout: number): boolean {
  return payout > stake && payout >= RECENT_WIN_MIN_PAYOUT;
}

export interface SettledWin {
  /** Unique across sources, e.g. 'og:<round id>' or 'provider:<round id>'. */
  readonly id: string;
  readonly stake: number;
  readonly payout: number;
  /** When it settled, epoch ms. */
  readonly at: number;
}

/**
 * The latest ticker wins of several sources (each newest first or not): the wins only, newest
 * first (ties by id so the order is stable), at most `limit`, each id once.
 */
export function latestWins<T extends SettledWin>(sources: readonly (readonly T[])[], limit: number = RECENT_WINS_LIMIT): T[] {
  const seen = new Set<string>();
  const wins: T[] = [];
  for (const source of sources) {
    for (const win of source) {
      if (!isTickerWin(win.stake, win.payout) || seen.has(win.id)) continue;
      seen.add(win.id);
      wins.push(win);
    }
  }
  wins.sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return wins.slice(0, Math.max(0, limit));
}

