import { describe, expect, it } from 'vitest';
import { tabMatches } from './tabs';

describe('tabMatches (spec §2 tab bar)', () => {
  it('matches a plain path exactly, whatever the query', () => {
    expect(tabMatches('/', { pathname: '/', search: '' })).toBe(true);
    expect(tabMatches('/', { pathname: '/account', search: '' })).toBe(false);
    expect(tabMatches('/account', { pathname: '/account', search: '?x=1' })).toBe(true);
  });

  it('a game tab is current on its own game only', () => {
    const ring = '/games/og?id=10002';
    expect(tabMatches(ring, { pathname: '/games/og', search: '?id=10002' })).toBe(true);
    expect(tabMatches(ring, { pathname: '/games/og', search: '?id=10002&demo=1' })).toBe(true);
    expect(tabMatches(ring, { pathname: '/games/og', search: '?id=10003' })).toBe(false);
    expect(tabMatches(ring, { pathname: '/games/og', search: '' })).toBe(false);
    expect(tabMatches(ring, { pathname: '/games/jili', search: '?id=10002' })).toBe(false);
  });
});
