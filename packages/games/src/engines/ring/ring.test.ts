import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { hashServerSeed } from '../fair/seeds';
import { expectEngineError } from '../test/engineError';
import { SIMULATED_ROUNDS, itSimulates, seededUint32, simulationTolerance } from '../test/prng';
import {
  DEFAULT_RING_CONFIG,
  DEFAULT_RING_LAYOUT,
  RING_COLOURS,
  checkRingConfig,
  playRing,
  ringColourProbabilities,
  ringExpectedReturn,
  ringOutcome,
  spinRing,
  verifyRing,
} from './ring';
import type { RingBets, RingConfig } from './ring';

const seeds = { serverSeed: 'ring-server-seed', clientSeed: 'me', nonce: 3 };
const stakeArb = fc.integer({ min: 100, max: 1_000_000 });
const betsArb = fc
  .record(
    { grey: stakeArb, blue: stakeArb, orange: stakeArb, green: stakeArb },
    { requiredKeys: [] },
  )
  .filter((bets) => Object.keys(bets).length > 0) as fc.Arbitrary<RingBets>;

describe('ring wheel and table (games.md: 32 fields, 15 grey ×2, 10 blue ×3, 6 orange ×6, 1 green ×99)', () => {
  it('has the published wheel', () => {
    expect(DEFAULT_RING_LAYOUT).toHaveLength(32);
    const count = (c: string) => DEFAULT_RING_LAYOUT.filter((f) => f === c).length;
    expect([count('grey'), count('blue'), count('orange'), count('green')]).toEqual([15, 10, 6, 1]);
    expect(() => checkRingConfig(DEFAULT_RING_CONFIG)).not.toThrow();
    // no two neighbouring fields share a colour, around the ring too
    DEFAULT_RING_LAYOUT.forEach((c, i) => expect(DEFAULT_RING_LAYOUT[(i + 1) % 32]).not.toBe(c));
  });

  it('returns 99 % on every colour, exactly over the outcome distribution', () => {
    for (const colour of RING_COLOURS) {
      expect(Math.abs(ringExpectedReturn(colour, 1_000_000) - 0.99)).toBeLessThan(1e-6);
    }
    const p = ringColourProbabilities();
    expect(p.grey).toBeCloseTo(0.495, 6);
    expect(p.green).toBeCloseTo(0.01, 6);
  });

  itSimulates('returns 99 % per colour over 10^6 simulated spins, with every field of a colour equally likely', () => {
    const next = seededUint32(32);
    const bets: RingBets = { grey: 1_000, blue: 1_000, orange: 1_000, green: 1_000 };
    const paid = { grey: 0, blue: 0, orange: 0, green: 0 };
    const fieldHits = new Array<number>(32).fill(0);
    let pointerOnWrongColour = 0;
    for (let i = 0; i < SIMULATED_ROUNDS; i++) {
      const outcome = ringOutcome(next, bets);
      paid[outcome.colour] += outcome.payout;
      fieldHits[outcome.field]! += 1;
      if (DEFAULT_RING_LAYOUT[outcome.field] !== outcome.colour) pointerOnWrongColour++;
    }
    expect(pointerOnWrongColour).toBe(0);
    const probabilities = ringColourProbabilities();
    for (const colour of RING_COLOURS) {
      const m = DEFAULT_RING_CONFIG.colours[colour].multiplierX100 / 100;
      const p = probabilities[colour];
      const sd = m * Math.sqrt(p * (1 - p));
      expect(Math.abs(paid[colour] / (SIMULATED_ROUNDS * 1_000) - 0.99)).toBeLessThan(
        simulationTolerance(sd),
      );
    }
    const greyFields = DEFAULT_RING_LAYOUT.flatMap((c, i) => (c === 'grey' ? [i] : []));
    const perGreyField = (SIMULATED_ROUNDS * probabilities.grey) / 15;
    for (const f of greyFields)
      expect(Math.abs(fieldHits[f]! - perGreyField) / perGreyField).toBeLessThan(0.02);
  }, 60_000);

  it('settles several colour bets in one spin, in whole minor units', () => {
    fc.assert(
      fc.property(betsArb, fc.nat(1e6), (bets, nonce) => {
        const outcome = playRing({ ...seeds, nonce }, bets);
        const staked = Object.values(bets).reduce((a, b) => a + b, 0);
        expect(outcome.totalStake).toBe(staked);
        for (const colour of RING_COLOURS) {
          const stake = bets[colour];
          if (stake === undefined) continue;
          const expected =
            colour === outcome.colour
              ? Math.floor((stake * DEFAULT_RING_CONFIG.colours[colour].multiplierX100) / 100)
              : 0;
          expect(outcome.payouts[colour]).toBe(expected);
        }
        expect(Number.isSafeInteger(outcome.payout)).toBe(true);
        expect(outcome.payout).toBe(outcome.payouts[outcome.colour] ?? 0);
      }),
      { numRuns: 100 },
    );
  });
});

describe('ring fairness', () => {
  it('recomputes every spin from its revealed seeds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.nat(1e6),
        betsArb,
        (clientSeed, nonce, bets) => {
          const bet_seeds = { ...seeds, clientSeed, nonce };
          const played = playRing(bet_seeds, bets);
          expect(
            verifyRing({ ...bet_seeds, serverSeedHash: hashServerSeed(seeds.serverSeed) }, bets),
          ).toEqual({
            seedMatchesHash: true,
            outcome: played,
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('field-proportional odds are one configuration away', () => {
    const uniform: RingConfig = {
      ...DEFAULT_RING_CONFIG,
      colours: {
        grey: { ...DEFAULT_RING_CONFIG.colours.grey, weight: 15 },
        blue: { ...DEFAULT_RING_CONFIG.colours.blue, weight: 10 },
        orange: { ...DEFAULT_RING_CONFIG.colours.orange, weight: 6 },
        green: { ...DEFAULT_RING_CONFIG.colours.green, weight: 1 },
      },
    };
    expect(ringColourProbabilities(uniform).green).toBeCloseTo(1 / 32, 9);
    expect(ringExpectedReturn('grey', 1_000_000, uniform)).toBeCloseTo(0.9375, 6);
  });
});

describe('ring input', () => {
  it('refuses an empty bet, an unknown colour and bad stakes', () => {
    expect(() => playRing(seeds, {})).toThrow(/at least one colour/);
    expect(() => playRing(seeds, { purple: 100 } as RingBets)).toThrow(/unknown ring colour/);
    expect(() => playRing(seeds, { grey: 50 })).toThrow(EngineError);
    expect(() => playRing(seeds, { grey: 100, blue: 100.5 })).toThrow(EngineError);
  });

  it('refuses a config whose field counts disagree with the wheel', () => {
    const bad: RingConfig = {
      ...DEFAULT_RING_CONFIG,
      colours: {
        ...DEFAULT_RING_CONFIG.colours,
        green: { fields: 2, multiplierX100: 9900, weight: 100 },
      },
    };
    expect(() => checkRingConfig(bad)).toThrow(/green has 2 fields/);
  });
});

describe('games.md Ring: the pointer and the refusals', () => {
  it('stops on a field of the colour drawn', () => {
    const next = seededUint32(5);
    for (let i = 0; i < 200; i++) {
      const { colour, field } = spinRing(next);
      expect(DEFAULT_RING_LAYOUT[field]).toBe(colour);
    }
  });
  it('refuses a spin with no colour bet, or a colour the wheel does not have', () => {
    const seedsFor = { serverSeed: 'ring-seed', clientSeed: 'c', nonce: 0 };
    expectEngineError(() => playRing(seedsFor, {}), 'INVALID_BET', /bet on at least one colour/);
    expectEngineError(() => playRing(seedsFor, { grey: 1_000, red: 1_000 } as RingBets), 'INVALID_BET', /unknown ring colour 'red'/);
  });
});
