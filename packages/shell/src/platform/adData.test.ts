import { describe, expect, it } from 'vitest';
import { adCookies, captureAdData, captureAndStoreAdData, parseAdData, readCookie } from './adData';
import { memoryStore } from './storage';

describe('ad data (spec §3)', () => {
  it('captures the five fields from the query and from the hash route query', () => {
    const d = captureAdData('https://h5.example/?tracking_code=T1&fbp=fb.1.2.3#/?fingerId=F9&fbc=C', {}, 1000);
    expect(d).toEqual({ tracking_code: 'T1', fbp: 'fb.1.2.3', fingerId: 'F9', fbc: 'C' });
  });

  it('derives fbc from a fresh fbclid and keeps stored values the URL does not replace', () => {
    const d = captureAdData('https://h5.example/?fbclid=abc', { tracking_code: 'OLD', fbc: 'old' }, 1700000000000);
    expect(d).toEqual({ tracking_code: 'OLD', fbclid: 'abc', fbc: 'fb.1.1700000000000.abc' });
  });

  it('ignores other parameters and survives corrupt stored data', () => {
    expect(captureAdData('https://h5.example/?utm=1', parseAdData('{not json'), 0)).toEqual({});
  });

  it('writes cookies that last two years (spec §9)', () => {
    const cookies = adCookies({ fbp: 'p', fbc: 'c', fingerId: 'f' });
    expect(cookies).toHaveLength(3);
    for (const c of cookies) expect(c).toContain(`max-age=${730 * 86400}`);
    expect(readCookie('a=1; fbp=p%201', 'fbp')).toBe('p 1');
  });

  it('stores the captured data and reads it back on the next visit', () => {
    const store = memoryStore();
    const set: string[] = [];
    captureAndStoreAdData(store, 'https://h5.example/?tracking_code=Z', 0, (c) => set.push(c));
    const again = captureAndStoreAdData(store, 'https://h5.example/', 0, (c) => set.push(c));
    expect(again.tracking_code).toBe('Z');
  });
});
