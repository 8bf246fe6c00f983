import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateHashChain, crashPointFromHash, DEFAULT_GAME_CONFIGS, fairStream, rollDice, hashServerSeed } from '../../engines';
import type { OgBet } from '@perya/api/contract';
import { demoTransportForTest } from '../testing';
import { checkRound, recomputeJump, recomputeSeeds } from './recompute';

const bets: Record<'dice' | 'ring' | 'colorgame' | 'scratch', OgBet> = {
  dice: { game: 'dice', stake: 100, chanceX100: 4950, direction: 'over' },
  ring: { game: 'ring', bets: { grey: 100, green: 100 } },
  colorgame: { game: 'colorgame', bets: [{ choice: { kind: 'single', colour: 'red' }, stake: 100 }, { choice: { kind: 'pair', colours: ['red', 'blue'] }, stake: 100 }] },
  scratch: { game: 'scratch', stake: 200 },
};

describe('fairness page: every outcome recomputes from its seeds (issue 7 §5, §8)', () => {
  it('checks every round of every seeded game once its server seed is revealed', async () => {
    const { transport } = demoTransportForTest();
    for (const game of ['dice', 'ring', 'colorgame', 'scratch'] as const) {
      for (let i = 0; i < 5; i++) await transport.play(bets[game], `req-${game}-${i}`);
      const before = await transport.rounds(game);
      expect(before.every((r) => checkRound(r) === null)).toBe(true); // not revealed yet
      const { revealed } = await transport.rotateSeeds(game);
      expect(hashServerSeed(revealed.serverSeed)).toBe(revealed.serverSeedHash);
      const after = await transport.rounds(game);
      expect(after).toHaveLength(5);
      for (const round of after) {
        const check = checkRound(round);
        expect(check).toEqual({ ok: true, value: { seedMatchesHash: true, outcomeMatches: true, payoutMatches: true, payout: round.payout } });
      }
    }
  });

  it('catches a round whose recorded outcome, payout or seed was altered', async () => {
    const { transport } = demoTransportForTest();
    await transport.play(bets.dice, 'req-dice-x');
    await transport.rotateSeeds('dice');
    const [round] = await transport.rounds('dice');
    if (!round || round.outcome.game !== 'dice') throw new Error('no round');
    const alteredRoll = { ...round, outcome: { ...round.outcome, rollX100: (round.outcome.rollX100 + 1) % 10_000 } };
    expect(checkRound(alteredRoll)).toMatchObject({ ok: true, value: { outcomeMatches: false } });
    expect(checkRound({ ...round, payout: round.payout + 1 })).toMatchObject({ ok: true, value: { payoutMatches: false } });
    expect(checkRound({ ...round, serverSeed: `${round.serverSeed}0` })).toMatchObject({ ok: true, value: { seedMatchesHash: false } });
  });

  it('recomputes pasted seeds exactly as the engines play them', () => {
    fc.assert(
      // eslint-disable-next-line no-control-regex -- printable client seeds only, as the engine requires
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 8, maxLength: 64 }), fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/[\u0000-\u001f\u007f]/.test(s)), fc.nat(10_000), (serverSeed, clientSeed, nonce) => {
        const r = recomputeSeeds({ game: 'dice', serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce });
        expect(r).toEqual({ ok: true, value: { seedMatchesHash: true, outcome: { game: 'dice', rollX100: rollDice(fairStream({ serverSeed, clientSeed, nonce })) } } });
      }),
      { numRuns: 60 },
    );
  });

  it('says when a pasted hash does not match, and refuses what cannot be computed', () => {
    expect(recomputeSeeds({ game: 'ring', serverSeed: 'abc', serverSeedHash: hashServerSeed('abd'), clientSeed: 'c', nonce: 1 })).toMatchObject({
      ok: true,
      value: { seedMatchesHash: false },
    });
    expect(recomputeSeeds({ game: 'ring', serverSeed: 'abc', serverSeedHash: '', clientSeed: 'c', nonce: 1 })).toMatchObject({ ok: true, value: { seedMatchesHash: null } });
    expect(recomputeSeeds({ game: 'dice', serverSeed: '', serverSeedHash: '', clientSeed: 'c', nonce: 0 })).toEqual({ ok: false, error: 'invalidInput' });
    expect(recomputeSeeds({ game: 'dice', serverSeed: 's', serverSeedHash: '', clientSeed: 'c', nonce: Number.NaN })).toEqual({ ok: false, error: 'invalidInput' });
    expect(recomputeJump({ gameHash: 'xyz', salt: 's', gameNumber: null, terminatingHash: '' })).toEqual({ ok: false, error: 'invalidSeed' });
  });

  it('recomputes a jump round and checks its place in the published hash chain', () => {
    const chain = generateHashChain('ab'.repeat(32), 30);
    const salt = 'public-salt';
    for (const [i, gameHash] of chain.games.entries()) {
      const result = recomputeJump({ gameHash, salt, gameNumber: i + 1, terminatingHash: chain.terminatingHash });
      expect(result).toEqual({ ok: true, value: { crashPointX100: crashPointFromHash(gameHash, salt, DEFAULT_GAME_CONFIGS.jump), chainValid: true } });
    }
    expect(recomputeJump({ gameHash: chain.games[3]!, salt, gameNumber: 5, terminatingHash: chain.terminatingHash })).toMatchObject({ value: { chainValid: false } });
    expect(recomputeJump({ gameHash: chain.games[3]!, salt, gameNumber: null, terminatingHash: '' })).toMatchObject({ value: { chainValid: null } });
  });
});
