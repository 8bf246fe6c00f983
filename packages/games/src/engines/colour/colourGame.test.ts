import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { hashServerSeed } from '../fair/seeds';
import { deepFreeze } from '../test/freeze';
import { expectEngineError } from '../test/engineError';
import { SIMULATED_ROUNDS, itSimulates, seededUint32, simulationTolerance } from '../test/prng';
import {
  COLOUR_GAME_COLOURS,
  COLOUR_PAIRS,
  closeColourRound,
  colourBetPayout,
  colourDiceFromSeeds,
  colourExpectedReturn,
  colourRoundTotals,
  openColourRound,
  placeColourBet,
  playColourGame,
  rollColourDice,
  settleColourRound,
  verifyColourDice,
  verifyColourGame,
} from './colourGame';
import type { ColourBetChoice, ColourRound, GameColour } from './colourGame';

const colourArb = fc.constantFrom(...COLOUR_GAME_COLOURS);
const choiceArb: fc.Arbitrary<ColourBetChoice> = fc.oneof(
  colourArb.map((colour) => ({ kind: 'single' as const, colour })),
  fc.constantFrom(...COLOUR_PAIRS).map((colours) => ({ kind: 'pair' as const, colours })),
);
const stakeArb = fc.integer({ min: 100, max: 1_000_000 });
const seeds = { serverSeed: 'colour-seed', clientSeed: 'abc', nonce: 1 };

describe('colour game payout table (games.md)', () => {
  it('pays 1:1, 2:1, 3:1 on a single colour and 5:1 on a pair showing', () => {
    const single = { kind: 'single', colour: 'red' } as const;
    expect(colourBetPayout(single, 1000, ['blue', 'green', 'white'])).toBe(0);
    expect(colourBetPayout(single, 1000, ['red', 'green', 'white'])).toBe(2000);
    expect(colourBetPayout(single, 1000, ['red', 'red', 'white'])).toBe(3000);
    expect(colourBetPayout(single, 1000, ['red', 'red', 'red'])).toBe(4000);
    const pair = { kind: 'pair', colours: ['red', 'pink'] } as const;
    expect(colourBetPayout(pair, 1000, ['pink', 'green', 'red'])).toBe(6000);
    expect(colourBetPayout(pair, 1000, ['red', 'red', 'red'])).toBe(0);
    expect(COLOUR_PAIRS).toHaveLength(15);
  });

  it('returns 1 − 17/216 on a single colour (edge 7.87 %) and 5/6 on a pair, exactly', () => {
    for (const colour of COLOUR_GAME_COLOURS) {
      expect(colourExpectedReturn({ kind: 'single', colour }, 1000)).toBeCloseTo(1 - 17 / 216, 8);
    }
    for (const colours of COLOUR_PAIRS) {
      expect(colourExpectedReturn({ kind: 'pair', colours }, 1000)).toBeCloseTo(30 / 36, 8);
    }
  });

  itSimulates('returns the same over 10^6 simulated rolls', () => {
    const next = seededUint32(216);
    const single = Object.fromEntries(COLOUR_GAME_COLOURS.map((c) => [c, 0])) as Record<
      GameColour,
      number
    >;
    let pair = 0;
    const pairBet = { kind: 'pair', colours: ['white', 'yellow'] } as const;
    const singles = COLOUR_GAME_COLOURS.map((colour) => ({ kind: 'single', colour }) as const);
    for (let i = 0; i < SIMULATED_ROUNDS; i++) {
      const dice = rollColourDice(next);
      for (const choice of singles) single[choice.colour] += colourBetPayout(choice, 1, dice);
      pair += colourBetPayout(pairBet, 1, dice);
    }
    for (const colour of COLOUR_GAME_COLOURS) {
      expect(Math.abs(single[colour] / SIMULATED_ROUNDS - (1 - 17 / 216))).toBeLessThan(
        simulationTolerance(1.113),
      );
    }
    expect(Math.abs(pair / SIMULATED_ROUNDS - 5 / 6)).toBeLessThan(simulationTolerance(2.075));
  }, 60_000);
});

describe('colour round state machine: betting → closed → settled | cancelled', () => {
  const bet = (
    betId: string,
    choice: ColourBetChoice = { kind: 'single', colour: 'red' },
    stake = 500,
  ) => ({
    betId,
    playerId: `p-${betId}`,
    choice,
    stake,
  });

  it('settles a closed round on its dice', () => {
    let round = openColourRound('r1');
    round = placeColourBet(round, bet('a'));
    round = placeColourBet(round, bet('b', { kind: 'pair', colours: ['red', 'blue'] }, 1000));
    round = closeColourRound(round);
    round = settleColourRound(round, { kind: 'rolled', dice: ['red', 'blue', 'red'] });
    expect(round.status).toBe('settled');
    expect(round.bets.map((b) => b.payout)).toEqual([1500, 6000]);
    expect(colourRoundTotals(round)).toEqual({ staked: 1500, paid: 7500 });
  });

  it('cancels on an unreadable die with every stake returned, never a re-roll', () => {
    let round = closeColourRound(
      placeColourBet(placeColourBet(openColourRound('r2'), bet('a')), bet('b')),
    );
    round = settleColourRound(round, { kind: 'cancelled', reason: 'unreadableDie' });
    expect(round).toMatchObject({ status: 'cancelled', cancelReason: 'unreadableDie', dice: null });
    expect(round.bets.map((b) => b.payout)).toEqual([500, 500]);
    expect(() => settleColourRound(round, { kind: 'rolled', dice: ['red', 'red', 'red'] })).toThrow(
      EngineError,
    );
  });

  it('refuses every illegal transition and leaves the round unchanged', () => {
    type Action = 'bet' | 'close' | 'roll' | 'cancel';
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Action>('bet', 'close', 'roll', 'cancel'), { maxLength: 8 }),
        (actions) => {
          let round: ColourRound = openColourRound('r');
          actions.forEach((action, i) => {
            const before = deepFreeze(round);
            const legal =
              action === 'bet' || action === 'close'
                ? before.status === 'betting'
                : action === 'roll'
                  ? before.status === 'closed'
                  : before.status === 'betting' || before.status === 'closed';
            const run = () =>
              action === 'bet'
                ? placeColourBet(before, bet(`b${i}`))
                : action === 'close'
                  ? closeColourRound(before)
                  : action === 'roll'
                    ? settleColourRound(before, { kind: 'rolled', dice: ['white', 'pink', 'red'] })
                    : settleColourRound(before, { kind: 'cancelled', reason: 'operator' });
            if (legal) {
              round = run();
            } else {
              expect(run).toThrow(EngineError);
            }
          });
          if (round.status === 'settled' || round.status === 'cancelled') {
            expect(round.bets.every((b) => Number.isSafeInteger(b.payout))).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses bad bets: pair of one colour, unknown colour, bad stake, duplicate id', () => {
    const round = openColourRound('r3');
    expect(() =>
      placeColourBet(round, bet('x', { kind: 'pair', colours: ['red', 'red'] })),
    ).toThrow(/two different/);
    expect(() =>
      placeColourBet(round, bet('x', { kind: 'single', colour: 'purple' as GameColour })),
    ).toThrow(EngineError);
    expect(() => placeColourBet(round, bet('x', undefined, 99))).toThrow(EngineError);
    expect(() => placeColourBet(placeColourBet(round, bet('x')), bet('x'))).toThrow(/already/);
    expect(() =>
      settleColourRound(closeColourRound(round), { kind: 'rolled', dice: ['red', 'red'] as never }),
    ).toThrow(/three colours/);
  });
});

describe('colour game fairness', () => {
  it('recomputes the dice and payouts of every round from its revealed seeds', () => {
    fc.assert(
      fc.property(
        fc.nat(1e6),
        fc.array(fc.record({ choice: choiceArb, stake: stakeArb }), { minLength: 1, maxLength: 5 }),
        (nonce, bets) => {
          const revealed = { ...seeds, nonce, serverSeedHash: hashServerSeed(seeds.serverSeed) };
          const played = playColourGame({ ...seeds, nonce }, bets);
          expect(verifyColourGame(revealed, bets)).toEqual({
            seedMatchesHash: true,
            outcome: played,
          });
          expect(verifyColourDice(revealed).outcome).toEqual(
            colourDiceFromSeeds({ ...seeds, nonce }),
          );
          expect(
            played.payouts.every((p, i) => Number.isSafeInteger(p) && p <= bets[i]!.stake * 6),
          ).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
    expect(() => playColourGame(seeds, [])).toThrow(/at least one bet/);
  });
});

describe('games.md Colour game: each refusal names its rule (spec §8 messages)', () => {
  const red = { kind: 'single', colour: 'red' } as const;
  const bet = { betId: 'b1', playerId: 'p1', choice: red, stake: 1_000 };
  const seedsFor = { serverSeed: 'colour-seed', clientSeed: 'c', nonce: 0 };
  it('refuses a nameless round, a bet after closing, the same bet twice and a second close', () => {
    expectEngineError(() => openColourRound(''), 'INVALID_BET', /round id is empty/);
    const open = placeColourBet(openColourRound('r1'), bet);
    expectEngineError(() => placeColourBet(open, bet), 'DUPLICATE_BET', /bet b1 is already in the round/);
    const closed = closeColourRound(open);
    expectEngineError(() => placeColourBet(closed, { ...bet, betId: 'b2' }), 'BETTING_CLOSED', /colour round r1 no longer takes bets/);
    expectEngineError(() => closeColourRound(closed), 'ILLEGAL_TRANSITION', /colour round r1 is closed: cannot close/);
    expectEngineError(() => settleColourRound(open, { kind: 'rolled', dice: ['red', 'red', 'red'] }), 'ILLEGAL_TRANSITION', /colour round r1 is betting: cannot settle/);
    const settled = settleColourRound(closed, { kind: 'rolled', dice: ['red', 'red', 'red'] });
    expectEngineError(() => settleColourRound(settled, { kind: 'cancelled', reason: 'operator' }), 'ILLEGAL_TRANSITION', /colour round r1 is settled: cannot cancel/);
  });
  it('refuses a roll with one die that is not a colour of the game', () => {
    const closed = closeColourRound(placeColourBet(openColourRound('r1'), bet));
    expectEngineError(() => settleColourRound(closed, { kind: 'rolled', dice: ['red', 'red', 'purple' as GameColour] }), 'INVALID_BET', /a roll is three colours of the colour game/);
  });
  it('refuses a bet on no colour, a pair of one colour, and a solo round with no bet or one bad bet among good ones', () => {
    expectEngineError(() => placeColourBet(openColourRound('r1'), { ...bet, choice: { kind: 'pair', colours: ['red', 'red'] } }), 'INVALID_BET', /bet on one colour, or on two different colours/);
    expectEngineError(() => playColourGame(seedsFor, []), 'INVALID_BET', /place at least one bet/);
    expectEngineError(() => playColourGame(seedsFor, [{ choice: red, stake: 1_000 }, { choice: red, stake: 50 }]), 'INVALID_STAKE', /stake must be between 100 and 1000000 minor units/);
    expectEngineError(() => playColourGame(seedsFor, [{ choice: red, stake: 1_000 }, { choice: { kind: 'single', colour: 'purple' as GameColour }, stake: 1_000 }]), 'INVALID_BET', /bet on one colour/);
  });
});

describe('games.md Colour game: a die reads its float as white, green, pink, blue, red, yellow', () => {
  it('maps the lowest float to white and the highest to yellow, die by die', () => {
    expect(rollColourDice(() => 0)).toEqual(['white', 'white', 'white']);
    expect(rollColourDice(() => 2 ** 32 - 1)).toEqual(['yellow', 'yellow', 'yellow']);
    const floats = [0, 2 ** 31, 2 ** 32 - 1];
    expect(rollColourDice(() => floats.shift()!)).toEqual(['white', 'blue', 'yellow']);
  });
});
