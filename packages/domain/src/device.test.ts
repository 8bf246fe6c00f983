import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_ID, parseAvatarIndex, randomAvatarIndex, resolveAppId } from './device';

describe('spec §3 app_id', () => {
  it('uses a gaid that contains an underscore, else the default id', () => {
    expect(resolveAppId('brand_8f3a')).toBe('brand_8f3a');
    expect(resolveAppId('8f3a-11ee')).toBe(DEFAULT_APP_ID);
    expect(resolveAppId('')).toBe(DEFAULT_APP_ID);
    expect(resolveAppId(null)).toBe(DEFAULT_APP_ID);
    expect(DEFAULT_APP_ID).toContain('_');
  });
});

describe('spec §9 avatar index 0–5', () => {
  it('draws from the injected random source', () => {
    expect(randomAvatarIndex(() => 0)).toBe(0);
    expect(randomAvatarIndex(() => 0.5)).toBe(3);
    expect(randomAvatarIndex(() => 0.9999)).toBe(5);
    expect(randomAvatarIndex(() => 1)).toBe(5);
    expect(randomAvatarIndex(() => -1)).toBe(0);
  });
  it('reads a stored index', () => {
    expect(parseAvatarIndex(3)).toBe(3);
    expect(parseAvatarIndex('5')).toBe(5);
    expect(parseAvatarIndex(6)).toBeUndefined();
    expect(parseAvatarIndex('')).toBeUndefined();
    expect(parseAvatarIndex(1.5)).toBeUndefined();
  });
});
