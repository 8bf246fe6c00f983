// The recently played list of spec §5 (stored as recentGame, spec §3).
import { isGameKey, parseGameKeyList, serializeGameKeyList } from './gameKey';

/** Recent games kept on the black-gold 2024-02 theme (spec §5, §9). */
export const RECENT_GAMES_MAX_BLACKGOLD = 5;
/** Recent games kept on every other theme (spec §5, §9). */
export const RECENT_GAMES_MAX_DEFAULT = 3;

/** spec §5: max 5 on the black-gold 2024-02 theme, else 3. */
export function recentGamesLimit(isBlackGold202402: boolean): number {
  return isBlackGold202402 ? RECENT_GAMES_MAX_BLACKGOLD : RECENT_GAMES_MAX_DEFAULT;
}

/**
 * spec §5 recent games: the played game goes first, any earlier occurrence of it is removed (no
 * duplicates), and the list is cut to `max`, dropping the oldest. A malformed key changes nothing.
 */
export function addRecentGame(list: readonly string[], key: string, max: number): string[] {
  return normalizeRecentGames(isGameKey(key) ? [key, ...list] : list, max);
}

/** Keeps the list's invariants (well-formed, unique, newest first, at most max) (spec §5). */
export function normalizeRecentGames(list: readonly string[], max: number): string[] {
  return parseGameKeyList(list.join(',')).slice(0, Math.max(0, max));
}

/** spec §3/§5: reads the stored recentGame string (newest first), keeping its invariants. */
export function parseRecentGames(stored: string | null | undefined, max: number): string[] {
  return parseGameKeyList(stored).slice(0, Math.max(0, max));
}

/** spec §3: the stored recentGame string. */
export function serializeRecentGames(list: readonly string[]): string {
  return serializeGameKeyList(list);
}
