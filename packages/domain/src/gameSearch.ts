// Lobby game search and filters (spec §1 "Search by name, type, brand, other; reset", §5).

/** Games shown per filter unless a limit is given (spec §5). */
export const GAME_LIST_DEFAULT_LIMIT = 10_000;

export interface SearchableGame {
  readonly gameProvider: string;
  readonly gameId: string | number;
  readonly gameName: string;
  readonly gameType: string;
  readonly brand: string;
}

/**
 * The lobby's filters. Each unset filter lets every game through.
 * - name: case-insensitive substring of gameName (spec §5); blank means no filter.
 * - type: gameType, e.g. 'CasinoSlot'; brand: brand code, e.g. 'JILI' (both case-insensitive).
 * - other: one of the lobby's own lists (hot, new, history, favourites; spec §1), given as the
 *   'provider_gameId' keys of that list — the spec does not show "other", and these lists are
 *   what a lobby offers beside type and brand.
 */
export interface GameFilters {
  readonly name?: string;
  readonly type?: string;
  readonly brand?: string;
  readonly other?: readonly string[];
}

/** spec §1 reset: every filter cleared. */
export const EMPTY_GAME_FILTERS: GameFilters = Object.freeze({});

/** spec §1 reset of the search form. */
export function resetGameFilters(): GameFilters {
  return EMPTY_GAME_FILTERS;
}

/** spec §5 game-name search: case-insensitive substring; a blank query matches every name. */
export function gameNameMatches(gameName: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || gameName.toLowerCase().includes(q);
}

const sameCode = (a: string, b: string | undefined) => b === undefined || b === '' || a.toLowerCase() === b.toLowerCase();

/**
 * spec §1/§5 search: the games passing every set filter, in their order, at most `limit`
 * (default 10 000).
 */
export function searchGames<T extends SearchableGame>(
  games: readonly T[],
  filters: GameFilters = EMPTY_GAME_FILTERS,
  limit: number = GAME_LIST_DEFAULT_LIMIT,
): T[] {
  const other = filters.other === undefined ? undefined : new Set(filters.other);
  const result: T[] = [];
  for (const game of games) {
    if (result.length >= limit) break;
    if (!gameNameMatches(game.gameName, filters.name ?? '')) continue;
    if (!sameCode(game.gameType, filters.type) || !sameCode(game.brand, filters.brand)) continue;
    if (other !== undefined && !other.has(`${game.gameProvider}_${String(game.gameId)}`)) continue;
    result.push(game);
  }
  return result;
}
