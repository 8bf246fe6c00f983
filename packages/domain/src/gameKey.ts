// The 'provider_gameId' entries stored in recentGame and favoriteGame (spec §3 local storage).

export interface GameRef {
  readonly gameProvider: string;
  readonly gameId: string;
}

/** Separator between provider and game id in a stored entry (spec §3). */
export const GAME_KEY_SEPARATOR = '_';
/** Separator between entries in the stored string (spec §3: comma-separated). */
export const GAME_LIST_SEPARATOR = ',';

/**
 * spec §3 storage entry 'provider_gameId' (e.g. 'jili_101'). The provider is everything before
 * the first underscore, so a provider may not contain one; neither part may be empty or hold a
 * comma (the list separator). Throws RangeError for such a pair: it is a programming error.
 */
export function gameKey(gameProvider: string, gameId: string | number): string {
  const id = String(gameId);
  if (
    gameProvider === '' ||
    id === '' ||
    gameProvider.includes(GAME_KEY_SEPARATOR) ||
    /[,\s]/.test(gameProvider) ||
    /[,\s]/.test(id)
  ) {
    throw new RangeError(`cannot make a game key from provider ${JSON.stringify(gameProvider)} and id ${JSON.stringify(id)}`);
  }
  return `${gameProvider}${GAME_KEY_SEPARATOR}${id}`;
}

/** Reads a 'provider_gameId' entry, or undefined when it is not one (spec §3). */
export function parseGameKey(key: string): GameRef | undefined {
  const at = key.indexOf(GAME_KEY_SEPARATOR);
  if (at <= 0 || at === key.length - 1 || /[,\s]/.test(key)) return undefined;
  return { gameProvider: key.slice(0, at), gameId: key.slice(at + 1) };
}

/** Whether a text is a well-formed 'provider_gameId' entry (spec §3). */
export function isGameKey(key: string): boolean {
  return parseGameKey(key) !== undefined;
}

/**
 * Reads a comma-separated stored list: entries trimmed, malformed or repeated ones dropped (the
 * first occurrence wins), order kept. Missing storage (null/undefined) is an empty list (spec §3).
 */
export function parseGameKeyList(stored: string | null | undefined): string[] {
  if (stored === null || stored === undefined) return [];
  const seen = new Set<string>();
  for (const raw of stored.split(GAME_LIST_SEPARATOR)) {
    const entry = raw.trim();
    if (isGameKey(entry)) seen.add(entry);
  }
  return [...seen];
}

/** Writes a list back to its comma-separated stored form (spec §3). */
export function serializeGameKeyList(keys: readonly string[]): string {
  return keys.join(GAME_LIST_SEPARATOR);
}
