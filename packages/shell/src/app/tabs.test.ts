import { describe, expect, it } from 'vitest';
import { TRACKED_EVENTS } from '@perya/domain';
import { tabMatches, tabTrackedEvent } from './tabs';

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

describe('spec §5 tracked "invite and reward tabs"', () => {
  it('an invite tab and a rewards or promotion tab are tracked, other tabs not', () => {
    expect(tabTrackedEvent('/invite')).toBe(TRACKED_EVENTS.inviteTab);
    expect(tabTrackedEvent('/v3invite')).toBe(TRACKED_EVENTS.inviteTab);
    expect(tabTrackedEvent('/promo')).toBe(TRACKED_EVENTS.rewardTab);
    expect(tabTrackedEvent('/v3Promo')).toBe(TRACKED_EVENTS.rewardTab);
    expect(tabTrackedEvent('/vip?from=tab')).toBe(TRACKED_EVENTS.rewardTab);
    for (const to of ['/', '/account', '/wallet', '/games/og?id=10004', '/invite/records']) expect(tabTrackedEvent(to), to).toBeNull();
  });
});
