// The player's recent and favourite games (spec §3 local storage recentGame / favoriteGame), kept
// in the app's key-value store with change notification so every plate shows the same list.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addRecentGame,
  gameKey,
  parseFavorites,
  parseRecentGames,
  serializeFavorites,
  serializeRecentGames,
  toggleFavorite,
} from '@perya/domain';
import type { KeyValueStore } from '../platform/storage';
import { STORAGE_KEYS } from '../platform/storage';
import { useServices } from '../services/services';

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of [...listeners]) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** Spec §5: the played game goes first, no duplicates, at most the brand's limit (5 or 3). */
export function recordRecentGame(kv: KeyValueStore, limit: number, gameProvider: string, gameId: string): void {
  const list = addRecentGame(parseRecentGames(kv.get(STORAGE_KEYS.recentGame), limit), gameKey(gameProvider, gameId), limit);
  kv.set(STORAGE_KEYS.recentGame, serializeRecentGames(list));
  notify();
}

export function toggleFavoriteGame(kv: KeyValueStore, key: string): void {
  kv.set(STORAGE_KEYS.favoriteGame, serializeFavorites(toggleFavorite(parseFavorites(kv.get(STORAGE_KEYS.favoriteGame)), key)));
  notify();
}

/** The recent games (newest first) and favourites, re-rendering on every change. */
export function useGameLists() {
  const s = useServices();
  const limit = s.config.recentGamesLimit;
  const recentRaw = useSyncExternalStore(subscribe, () => s.kv.get(STORAGE_KEYS.recentGame) ?? '');
  const favRaw = useSyncExternalStore(subscribe, () => s.kv.get(STORAGE_KEYS.favoriteGame) ?? '');
  const toggle = useCallback((key: string) => toggleFavoriteGame(s.kv, key), [s.kv]);
  // Parsed once per stored value: the lists keep their identity from one render to the next, so
  // what is drawn from them (the home's plates) is not drawn again for nothing.
  const recent = useMemo(() => parseRecentGames(recentRaw, limit), [recentRaw, limit]);
  const favourites = useMemo(() => parseFavorites(favRaw), [favRaw]);
  return { recent, favourites, toggleFavourite: toggle };
}
