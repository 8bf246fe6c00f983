// readBrandEnv takes the Android bridge's name from the build (PERYA_BRIDGE_NAME, defined by
// @perya/vite-config with its one default) instead of a second copy of it here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBrandEnv } from './env';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readBrandEnv: the bridge name', () => {
  it('is the one the build defined', () => {
    vi.stubEnv('PERYA_BRIDGE_NAME', 'PeryaBridge');
    expect(readBrandEnv('mainph').env.bridgeName).toBe('PeryaBridge');
  });

  it('is never guessed: a build without the preset says so', () => {
    vi.stubEnv('PERYA_BRIDGE_NAME', '');
    expect(() => readBrandEnv('mainph')).toThrow(/PERYA_BRIDGE_NAME is not defined/);
  });
});
