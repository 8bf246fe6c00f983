// Where the chosen language is kept between visits (spec §3 local storage key `applang`). The
// storage is injected so the Android wrapper can back it with its native cache bridge
// (getDataCacheValue / setDataCacheValue, spec §7) instead of localStorage.
import { LOCALES } from '@perya/domain';
import type { LocaleCode } from '@perya/domain';

/** spec §3: the local storage key of the language preference. */
export const LANGUAGE_STORAGE_KEY = 'applang';

/** A string key-value store; either method may be synchronous or return a promise. */
export interface LanguageStorage {
  get(key: string): string | null | undefined | Promise<string | null | undefined>;
  set(key: string, value: string): void | Promise<void>;
}

/** A storage that lives in memory only: for tests, Storybook and browsers that block storage. */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): LanguageStorage & {
  readonly entries: () => Record<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    get: (key) => data.get(key),
    set: (key, value) => {
      data.set(key, value);
    },
    entries: () => Object.fromEntries(data),
  };
}

/**
 * window.localStorage as a LanguageStorage. Falls back to memory when there is no localStorage
 * (server rendering) or the browser refuses access (some private modes throw on access), so the
 * language still works for the visit.
 */
export function webStorage(): LanguageStorage {
  let store: Storage | undefined;
  try {
    store = globalThis.localStorage;
  } catch {
    // Access itself throws in some privacy modes: the language is then kept for this visit only.
    store = undefined;
  }
  if (store === undefined) return memoryStorage();
  const local = store;
  return {
    get: (key) => local.getItem(key),
    set: (key, value) => local.setItem(key, value),
  };
}

const BY_COMPACT_NAME = new Map<string, LocaleCode>(
  LOCALES.map((code) => [code.replace('-', '').toLowerCase(), code]),
);

/**
 * A stored or requested language as one of our locale codes. Accepts the BCP 47 form we write
 * ('en-PH') and the older spellings the previous app stored ('enPH', 'en_PH', any letter case);
 * anything else is undefined.
 */
export function normalizeLocale(value: unknown): LocaleCode | undefined {
  if (typeof value !== 'string') return undefined;
  return BY_COMPACT_NAME.get(value.trim().replace(/[-_]/g, '').toLowerCase());
}
