import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { hashServerSeed } from '../fair/seeds';
import { expectEngineError } from '../test/engineError';
import { SIMULATED_ROUNDS, itSimulates, seededUint32, simulationTolerance } from '../test/prng';
import { refHmacBytes } from '../test/webcrypto';
import {
  DEFAULT_DICE_CONFIG,
  diceExpectedReturn,
  diceMultiplier,
  diceOutcome,
  diceWinProbability,
  diceTargetX100,
  diceWinPayout,
  diceWins,
  playDice,
  verifyDice,
} from './dice';
import type { DiceBet } from './dice';

const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'player-1', nonce: 0 };

const betArb = fc.record({
  stake: fc.integer({ min: DEFAULT_DICE_CONFIG.minStake, max: DEFAULT_DICE_CONFIG.maxStake }),
  chanceX100: fc.integer({ min: 200, max: 9800 }),
  direction: fc.constantFrom('over' as const, 'under' as const),
});

describe('dice payout table (games.md: payout = 99 / chance %)', () => {
  it('pays 1.98× at 50 % and 2× at 49.5 %, rounded down to the minor unit', () => {
    expect(diceMultiplier(5000)).toBe(1.98);
    expect(diceWinPayout(10_000, 5000)).toBe(19_800);
    expect(diceWinPayout(10_000, 4950)).toBe(20_000);
    expect(diceWinPayout(100, 3333)).toBe(297); // 297.0297… rounds down
    expect(diceWinPayout(100, 200)).toBe(4950);
  });

  it('covers exactly chance % of the 10,000 rolls on either side', () => {
    for (const chance of [200, 3333, 5000, 9800]) {
      for (const direction of ['over', 'under'] as const) {
        let wins = 0;
        for (let roll = 0; roll < 10_000; roll++) if (diceWins(roll, chance, direction)) wins++;
        expect(wins).toBe(chance);
      }
    }
    expect(diceTargetX100(5000, 'under')).toBe(5000); // wins below 50.00
    expect(diceTargetX100(5000, 'over')).toBe(4999); // wins above 49.99
  });

  it('returns 99 % exactly over the roll distribution, for every chance and side', () => {
    for (let chance = 200; chance <= 9800; chance += 7) {
      for (const direction of ['over', 'under'] as const) {
        const rtp = diceExpectedReturn({ stake: 1_000_000, chanceX100: chance, direction });
        expect(Math.abs(rtp - 0.99)).toBeLessThan(2e-6); // rounding of a ₱10,000 win + 2^32 buckets
      }
    }
  });

  itSimulates('returns 99 % over 10^6 simulated rounds', () => {
    for (const bet of [
      { stake: 10_000, chanceX100: 5000, direction: 'under' },
      { stake: 10_000, chanceX100: 1000, direction: 'over' },
    ] satisfies DiceBet[]) {
      const next = seededUint32(bet.chanceX100);
      let paid = 0;
      for (let i = 0; i < SIMULATED_ROUNDS; i++) paid += diceOutcome(next, bet).payout;
      const p = bet.chanceX100 / 10_000;
      const multiplier = diceWinPayout(bet.stake, bet.chanceX100) / bet.stake;
      const sd = multiplier * Math.sqrt(p * (1 - p));
      expect(
        Math.abs(paid / (SIMULATED_ROUNDS * bet.stake) - diceExpectedReturn(bet)),
      ).toBeLessThan(simulationTolerance(sd));
    }
  }, 60_000);
});

describe('dice fairness', () => {
  it('rolls floor(first float × 10,000) of HMAC_SHA256(serverSeed, clientSeed:nonce:0)', async () => {
    const bytes = await refHmacBytes(seeds.serverSeed, 'player-1:0:0');
    const float =
      bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
    expect(playDice(seeds, { stake: 100, chanceX100: 5000, direction: 'under' }).rollX100).toBe(
      Math.floor(float * 10_000),
    );
  });

  it('recomputes every outcome from its revealed seeds', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.nat(1e7),
        betArb,
        (clientSeed, nonce, bet) => {
          const bet_seeds = { ...seeds, clientSeed, nonce };
          const played = playDice(bet_seeds, bet);
          const verified = verifyDice(
            { ...bet_seeds, serverSeedHash: hashServerSeed(seeds.serverSeed) },
            bet,
          );
          expect(verified).toEqual({ seedMatchesHash: true, outcome: played });
          expect(Number.isSafeInteger(played.payout) && played.payout >= 0).toBe(true);
          expect(played.payout === 0).toBe(!played.win);
          expect(played.rollX100 >= 0 && played.rollX100 <= 9999).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('flags a reveal that does not match the commitment', () => {
    const bet = { stake: 100, chanceX100: 5000, direction: 'over' } as const;
    expect(
      verifyDice({ ...seeds, serverSeedHash: hashServerSeed('other') }, bet).seedMatchesHash,
    ).toBe(false);
  });
});

describe('dice bets are validated', () => {
  it.each([
    [{ stake: 100, chanceX100: 199, direction: 'under' }, 'INVALID_BET'],
    [{ stake: 100, chanceX100: 9801, direction: 'under' }, 'INVALID_BET'],
    [{ stake: 100, chanceX100: 5000.5, direction: 'under' }, 'INVALID_BET'],
    [{ stake: 100, chanceX100: 5000, direction: 'sideways' }, 'INVALID_BET'],
    [{ stake: 0, chanceX100: 5000, direction: 'under' }, 'INVALID_STAKE'],
    [{ stake: 150.5, chanceX100: 5000, direction: 'under' }, 'INVALID_STAKE'],
    [{ stake: 1_000_001, chanceX100: 5000, direction: 'under' }, 'INVALID_STAKE'],
  ])('refuses %j', (bet, code) => {
    try {
      playDice(seeds, bet as DiceBet);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineError);
      expect((error as EngineError).code).toBe(code);
      expect((error as EngineError).messageKey).toBe('invalidRequest');
    }
  });
});

describe('games.md Dice: exact odds and the refusals a player sees', () => {
  it('each side covers exactly its share of the 2^32 floats (under 2 %: 85,899,346; over 2 %: 85,899,345)', () => {
    expect(diceWinProbability(200, 'under') * 2 ** 32).toBe(85_899_346);
    expect(diceWinProbability(200, 'over') * 2 ** 32).toBe(85_899_345);
  });
  it('names the allowed chances in percent, and the sides', () => {
    const bet = { stake: 1_000, chanceX100: 5_000, direction: 'under' } as const;
    expectEngineError(() => playDice({ serverSeed: 's', clientSeed: 'c', nonce: 0 }, { ...bet, chanceX100: 9_801 }), 'INVALID_BET', /chance must be between 2 % and 98 % in steps of 0.01 %/);
    expectEngineError(() => playDice({ serverSeed: 's', clientSeed: 'c', nonce: 0 }, { ...bet, direction: 'sideways' as 'under' }), 'INVALID_BET', /direction must be over or under/);
  });
});
