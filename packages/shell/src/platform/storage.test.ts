import { describe, expect, it, vi } from 'vitest';
import { createStore } from './storage';

function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('storage backends (spec §7 native bridge)', () => {
  it('uses the Android bridge data cache when both calls exist', () => {
    const cache = new Map<string, string>();
    const bridge = {
      getDataCacheValue: vi.fn((k: string) => cache.get(k) ?? ''),
      setDataCacheValue: vi.fn((k: string, v: string) => void cache.set(k, v)),
    };
    const local = fakeStorage();
    const store = createStore(bridge, local);
    expect(store.backend).toBe('bridge');
    store.set('token', 'abc');
    expect(bridge.setDataCacheValue).toHaveBeenCalledWith('token', 'abc');
    expect(store.get('token')).toBe('abc');
    expect(local.getItem('token')).toBeNull();
    store.remove('token');
    expect(store.get('token')).toBeNull();
  });

  it('falls back to localStorage when the bridge lacks the cache calls', () => {
    const local = fakeStorage();
    const store = createStore({ pushCustom: vi.fn() }, local);
    expect(store.backend).toBe('localStorage');
    store.set('applang', 'pt-BR');
    expect(local.getItem('applang')).toBe('pt-BR');
  });

  it('keeps values in memory when no storage is usable', () => {
    const broken = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    const store = createStore(null, broken);
    expect(store.backend).toBe('memory');
    store.set('a', '1');
    expect(store.get('a')).toBe('1');
  });
});
