import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './constants';
import { compareVersions, isNewerVersion, parseVersion, updateRedirectTarget } from './version';

describe('spec §4 version compare', () => {
  it('compares major, minor, patch numerically', () => {
    expect(compareVersions('4.3.0', '4.3.0')).toBe(0);
    expect(compareVersions('4.3.1', '4.3.0')).toBe(1);
    expect(compareVersions('4.10.0', '4.9.9')).toBe(1);
    expect(compareVersions('3.99.99', '4.0.0')).toBe(-1);
    expect(compareVersions('v4.3', '4.3.0')).toBe(0);
    expect(compareVersions('5', '4.9.9')).toBe(1);
  });
  it('reads only numeric versions', () => {
    expect(parseVersion(' 4.3.0 ')).toEqual([4, 3, 0]);
    for (const bad of ['', '4.3.0.1', '4.3.0-beta', 'a.b.c', '4..3']) expect(parseVersion(bad)).toBeUndefined();
    expect(() => compareVersions('4.x', '4.3.0')).toThrow(RangeError);
    expect(() => compareVersions('4.3.0', '')).toThrow(RangeError);
    expect(isNewerVersion('garbage')).toBe(false);
  });

  const version = fc
    .tuple(fc.nat({ max: 12 }), fc.nat({ max: 12 }), fc.nat({ max: 12 }))
    .map(([a, b, c]) => `${a}.${b}.${c}`);
  it('is antisymmetric, transitive and consistent with equality (property)', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
        expect(compareVersions(a, b) === 0).toBe(a === b);
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0) expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('spec §4 update redirect', () => {
  it('redirects when the server version is newer than 4.3.0, at most 3 times per session', () => {
    expect(APP_VERSION).toBe('4.3.0');
    const input = { serverVersion: '4.3.1', url: 'https://example.test/new' };
    expect(updateRedirectTarget({ ...input, redirectsSoFar: 0 })).toBe('https://example.test/new');
    expect(updateRedirectTarget({ ...input, redirectsSoFar: 2 })).toBe('https://example.test/new');
    expect(updateRedirectTarget({ ...input, redirectsSoFar: 3 })).toBeUndefined();
  });
  it('stays for an equal, older or unreadable version, or without a URL', () => {
    expect(updateRedirectTarget({ serverVersion: '4.3.0', url: 'u', redirectsSoFar: 0 })).toBeUndefined();
    expect(updateRedirectTarget({ serverVersion: '4.2.9', url: 'u', redirectsSoFar: 0 })).toBeUndefined();
    expect(updateRedirectTarget({ serverVersion: '', url: 'u', redirectsSoFar: 0 })).toBeUndefined();
    expect(updateRedirectTarget({ serverVersion: '9.0.0', url: ' ', redirectsSoFar: 0 })).toBeUndefined();
    expect(updateRedirectTarget({ serverVersion: '9.0.0', url: null, redirectsSoFar: 0 })).toBeUndefined();
    expect(updateRedirectTarget({ serverVersion: '4.3.1', url: 'u', redirectsSoFar: 0, appVersion: '5.0.0' })).toBeUndefined();
  });
});
