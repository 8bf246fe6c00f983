import { describe, expect, it } from 'vitest';
import { hashPath, opensOnWelcome } from './firstScreen';

const kv = (seen: string | null) => ({ get: (key: string) => (key === 'welcomeSeen' ? seen : null) });
const guide = { features: { welcomeGuide: true } } as never;
const noGuide = { features: { welcomeGuide: false } } as never;

describe('first screen', () => {
  it('reads the route path of a hash', () => {
    expect(hashPath('')).toBe('/');
    expect(hashPath('#/')).toBe('/');
    expect(hashPath('#/games/og?id=1')).toBe('/games/og');
  });

  it('opens the welcome guide on a first visit to home only', () => {
    expect(opensOnWelcome(guide, kv(null), '')).toBe(true);
    expect(opensOnWelcome(guide, kv(null), '#/')).toBe(true);
    expect(opensOnWelcome(guide, kv('1'), '')).toBe(false);
    expect(opensOnWelcome(guide, kv(null), '#/wallet')).toBe(false);
    expect(opensOnWelcome(noGuide, kv(null), '')).toBe(false);
  });
});
