import { describe, expect, it } from 'vitest';
import { isCacheable, strategyFor } from './swPolicy';

const origin = 'https://h5.example';

describe('service worker cache policy', () => {
  it('caches the app’s own static files', () => {
    expect(isCacheable({ url: `${origin}/assets/index-abc.js`, method: 'GET' }, origin, 'https://api.example')).toBe(true);
  });
  it('never caches API calls, wherever the API lives', () => {
    expect(isCacheable({ url: 'https://api.example/x2/user/info', method: 'POST' }, origin, 'https://api.example')).toBe(false);
    expect(isCacheable({ url: 'https://api.example/x2/app/boot/v2/a', method: 'GET' }, origin, 'https://api.example')).toBe(false);
    expect(isCacheable({ url: `${origin}/x2/game/show-list`, method: 'GET' }, origin, origin)).toBe(false);
    expect(isCacheable({ url: `${origin}/api/x2/user/info`, method: 'GET' }, origin, `${origin}/api`)).toBe(false);
    expect(isCacheable({ url: `${origin}/spin/main-page`, method: 'GET' }, origin, '')).toBe(false);
  });
  it('serves pages network-first and assets cache-first', () => {
    expect(strategyFor({ url: `${origin}/`, method: 'GET', mode: 'navigate' })).toBe('network-first');
    expect(strategyFor({ url: `${origin}/assets/a.js`, method: 'GET' })).toBe('cache-first');
  });
});
