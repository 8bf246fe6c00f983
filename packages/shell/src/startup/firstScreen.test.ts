import { describe, expect, it } from 'vitest';
import { hashPath, opensOnWelcome, replayWelcomeTaps, takeStaticTaps } from './firstScreen';

const kv = (seen: string | null, token: string | null = null) => ({ get: (key: string) => (key === 'welcomeSeen' ? seen : key === 'token' ? token : null) });
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

  it('opens the welcome guide for guests only (spec §2 welcome guide, issue 23)', () => {
    expect(opensOnWelcome(guide, kv(null, 'tok'), '')).toBe(false);
    expect(opensOnWelcome(guide, kv(null, ''), '')).toBe(true);
  });

  it('replays taps made on the static first screen before the app took over (Next, Start, Skip)', () => {
    expect(replayWelcomeTaps([], 3)).toEqual({ step: 0, finished: false });
    expect(replayWelcomeTaps([1], 3)).toEqual({ step: 0, finished: true });
    expect(replayWelcomeTaps([0], 3)).toEqual({ step: 1, finished: false });
    expect(replayWelcomeTaps([0, 0], 3)).toEqual({ step: 2, finished: false });
    expect(replayWelcomeTaps([0, 0, 0], 3)).toEqual({ step: 2, finished: true });
    expect(replayWelcomeTaps([0, 1, 0], 3)).toEqual({ step: 1, finished: true });
  });

  it('takes the static taps once, and only indexes', () => {
    const win = { __peryaStaticTaps: [1, 'x', -1, 0] } as unknown as Window;
    expect(takeStaticTaps(win)).toEqual([1, 0]);
    expect(takeStaticTaps(win)).toEqual([]);
    expect(takeStaticTaps({} as Window)).toEqual([]);
  });
});
