// Client-only session state (jotai): the token and the user id, mirrored from storage so React
// re-renders whenever the API client stores or clears a session (login, renewal, logout, a 401).
// Logged in means a user id is present (spec §4).
import { atom } from 'jotai';
import type { createStore } from 'jotai';
import type { KeyValueStore } from '../platform/storage';
import { STORAGE_KEYS } from '../platform/storage';

export type JotaiStore = ReturnType<typeof createStore>;

export const tokenAtom = atom<string | null>(null);
export const userIdAtom = atom<string | null>(null);
/** EVO games hidden for this player (game_black_list, spec §6). */
export const evoHiddenAtom = atom(false);
/** The current player's demo id (D + 10000–20000, spec §3). */
export const demoIdAtom = atom<string | null>(null);
/**
 * True between a deliberate sign-out and the arrival on home: the page the player left is
 * protected, and its guard must send them home rather than to login.
 */
export const signedOutAtom = atom(false);
/** The login popup surface (black-gold): closed, or open on tab 0 (register) / 1 (login). */
export const authSheetAtom = atom<{ tab: 0 | 1; back: string } | null>(null);

/**
 * Wraps the storage the API client writes the session to, so every change of the token or the
 * user id reaches the atoms, whoever made it.
 */
export function observedStore(kv: KeyValueStore, store: JotaiStore): KeyValueStore {
  const sync = (key: string) => {
    if (key === STORAGE_KEYS.token) store.set(tokenAtom, kv.get(key));
    if (key === STORAGE_KEYS.uId) store.set(userIdAtom, kv.get(key));
  };
  sync(STORAGE_KEYS.token);
  sync(STORAGE_KEYS.uId);
  return {
    backend: kv.backend,
    get: (key) => kv.get(key),
    set(key, value) {
      kv.set(key, value);
      sync(key);
    },
    remove(key) {
      kv.remove(key);
      sync(key);
    },
  };
}
