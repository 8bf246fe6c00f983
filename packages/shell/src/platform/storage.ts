// Key-value storage of spec §3 "Local storage": the Android bridge's data cache when the wrapper
// provides it (it survives WebView cache clears), localStorage otherwise.
import type { AndroidBridge } from './bridge';

export interface KeyValueStore {
  readonly backend: 'bridge' | 'localStorage' | 'memory';
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Storage keys of spec §3; one place so no two modules spell a key differently. */
export const STORAGE_KEYS = {
  token: 'token',
  uId: 'uId',
  userIdHeader: 'userIdHeader',
  deviceInfoId: 'deviceInfoId',
  recentGame: 'recentGame',
  favoriteGame: 'favoriteGame',
  applang: 'applang',
  adData: 'adData',
  demoId: 'demoId',
  demoState: 'demoState',
  newAppEntered: 'newAppEntered',
  /** Set once the device's first open was tracked (spec §5 tracked "first open"). */
  firstOpened: 'firstOpened',
  welcomeSeen: 'welcomeSeen',
  dailyPopups: 'dailyPopups',
} as const;

export function bridgeStore(bridge: Required<Pick<AndroidBridge, 'getDataCacheValue' | 'setDataCacheValue'>>): KeyValueStore {
  return {
    backend: 'bridge',
    get(key) {
      const v = bridge.getDataCacheValue(key);
      // The bridge has no "absent": an empty string stands for a removed key.
      return v === undefined || v === null || v === '' ? null : v;
    },
    set(key, value) {
      bridge.setDataCacheValue(key, value);
    },
    remove(key) {
      bridge.setDataCacheValue(key, '');
    },
  };
}

export function webStore(storage: Storage): KeyValueStore {
  return {
    backend: 'localStorage',
    get: (key) => storage.getItem(key),
    set: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch (error) {
        // Quota or private mode: the value simply is not kept; the session still works.
        console.warn('storage: could not keep', key, error);
      }
    },
    remove: (key) => storage.removeItem(key),
  };
}

export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    backend: 'memory',
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

/** Picks the backend: the bridge when both cache calls exist, else localStorage, else memory. */
export function createStore(bridge: AndroidBridge | null, storage: Storage | undefined): KeyValueStore {
  if (bridge && typeof bridge.getDataCacheValue === 'function' && typeof bridge.setDataCacheValue === 'function') {
    const { getDataCacheValue, setDataCacheValue } = bridge;
    return bridgeStore({
      getDataCacheValue: (k) => getDataCacheValue.call(bridge, k),
      setDataCacheValue: (k, v) => setDataCacheValue.call(bridge, k, v),
    });
  }
  if (storage) {
    try {
      storage.getItem('__probe__');
      return webStore(storage);
    } catch (_) {
      // Storage access can throw in sandboxed iframes; fall through to memory.
    }
  }
  return memoryStore();
}
