// The favourite games list (spec §1 lobby "favourites", stored as favoriteGame, spec §3).
import { isGameKey, parseGameKeyList, serializeGameKeyList } from './gameKey';

/** spec §3: reads the stored favoriteGame string (comma-separated, no duplicates). */
export function parseFavorites(stored: string | null | undefined): string[] {
  return parseGameKeyList(stored);
}

/** spec §3: the stored favoriteGame string. */
export function serializeFavorites(list: readonly string[]): string {
  return serializeGameKeyList(list);
}

/** Whether a game is among the favourites (spec §1). */
export function isFavorite(list: readonly string[], key: string): boolean {
  return list.includes(key);
}

/**
 * Adds a game to the favourites, newest first (the lobby's favourites tab shows the latest pick
 * on top). Already there or malformed: the list is returned unchanged (spec §1, §3).
 */
export function addFavorite(list: readonly string[], key: string): string[] {
  if (!isGameKey(key) || list.includes(key)) return [...list];
  return [key, ...list];
}

/** Removes a game from the favourites (absent: unchanged) (spec §1, §3). */
export function removeFavorite(list: readonly string[], key: string): string[] {
  return list.filter((k) => k !== key);
}

/** The heart button: removes a favourite, or adds it when absent (spec §1, §3). */
export function toggleFavorite(list: readonly string[], key: string): string[] {
  return list.includes(key) ? removeFavorite(list, key) : addFavorite(list, key);
}
