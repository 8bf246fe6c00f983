import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { fromHex } from '../fair/sha256';
import { deepFreeze } from '../test/freeze';
import { expectEngineError } from '../test/engineError';
import { SIMULATED_ROUNDS, itSimulates, seededUint32, simulationTolerance } from '../test/prng';
import { refHmac, refSha256 } from '../test/webcrypto';
import {
  followsGameHash,
  generateHashChain,
  linksToTerminatingHash,
  nextChainHash,
} from './hashChain';
import {
  DEFAULT_JUMP_CONFIG,
  advanceJumpRound,
  cashOutJumpBet,
  checkJumpConfig,
  crashPointFromHash,
  crashPointFromUint52,
  crashUint52,
  jumpBustAtMs,
  jumpExpectedReturn,
  jumpMultiplierAt,
  jumpReachProbability,
  jumpRoundTotals,
  jumpRoundView,
  jumpTimeToReach,
  openJumpRound,
  placeJumpBet,
  startJumpRound,
  verifyJumpRound,
} from './jump';
import type { JumpConfig, JumpRound } from './jump';

const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
const chain = generateHashChain('00'.repeat(31) + '2a', 300);
const crashes = chain.games.map((h) => crashPointFromHash(h, SALT));
/** A game of the test chain whose crash point satisfies `test`. */
function gameWhere(test: (crashX100: number) => boolean): { gameHash: string; crash: number } {
  const i = crashes.findIndex(test);
  if (i < 0) throw new Error('no such game in the test chain');
  return { gameHash: chain.games[i]!, crash: crashes[i]! };
}

const T0 = 1_700_000_000_000;
function openAt(gameHash: string, config: JumpConfig = DEFAULT_JUMP_CONFIG): JumpRound {
  return openJumpRound({ roundId: 'round', gameHash, salt: SALT, openedAt: T0 }, config);
}

describe('jump crash point (games.md: X = first 52 bits of HMAC_SHA256(salt, h) / 2^52)', () => {
  it('is max(1, floor(99 / (1 − X)) / 100), exact in integers', () => {
    expect(crashPointFromUint52(0)).toBe(100);
    expect(crashPointFromUint52(2 ** 51)).toBe(198); // X = 0.5
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 52n - 1n }), (n) => {
        const c = BigInt(crashPointFromUint52(Number(n)));
        const d = 2n ** 52n - n;
        if (c > 100n && c < BigInt(DEFAULT_JUMP_CONFIG.maxCrashPointX100)) {
          expect(c * d <= 99n * 2n ** 52n && 99n * 2n ** 52n < (c + 1n) * d).toBe(true);
        } else if (c === 100n) {
          expect(99n * 2n ** 52n < 101n * d).toBe(true);
        }
      }),
    );
    expect(crashPointFromUint52(2 ** 52 - 1)).toBe(DEFAULT_JUMP_CONFIG.maxCrashPointX100);
  });

  it('takes the first 13 hex digits of HMAC_SHA256(key = salt, message = game hash)', async () => {
    for (const gameHash of chain.games.slice(0, 5)) {
      const mac = await refHmac(SALT, gameHash);
      expect(crashUint52(gameHash, SALT)).toBe(parseInt(mac.slice(0, 13), 16));
    }
  });

  it('reaches x with probability 0.99 / x, so every auto cash-out returns 99 %', () => {
    expect(jumpReachProbability(200)).toBeCloseTo(0.495, 9);
    expect(jumpReachProbability(100)).toBe(1);
    for (const x of [101, 150, 200, 333, 1000, 10_000, 100_000, 1_000_000]) {
      expect(Math.abs(jumpExpectedReturn(x, 1_000_000) - 0.99)).toBeLessThan(1e-6);
    }
  });

  itSimulates('returns 99 % over 10^6 simulated crash points, for several targets', () => {
    const next = seededUint32(52);
    const targets = [101, 150, 200, 1000, 10_000];
    const paid = targets.map(() => 0);
    let instant = 0;
    for (let i = 0; i < SIMULATED_ROUNDS; i++) {
      const n = (next() >>> 12) * 2 ** 32 + next(); // 20 + 32 bits
      const crash = crashPointFromUint52(n);
      if (crash === 100) instant++;
      targets.forEach((t, k) => {
        if (crash >= t) paid[k]! += t / 100;
      });
    }
    targets.forEach((t, k) => {
      const p = 0.99 / (t / 100);
      const sd = (t / 100) * Math.sqrt(p * (1 - p));
      expect(Math.abs(paid[k]! / SIMULATED_ROUNDS - 0.99)).toBeLessThan(simulationTolerance(sd));
    });
    // 1.00× whenever 99 / (1 − X) < 101: 2/101 of rounds
    expect(Math.abs(instant / SIMULATED_ROUNDS - 2 / 101)).toBeLessThan(simulationTolerance(0.14));
  }, 60_000);
});

describe('jump hash chain (bustabit-style)', () => {
  it('plays the chain last to first: every game hashes forward to its predecessor and the terminating hash', async () => {
    expect(chain.games).toHaveLength(300);
    expect(nextChainHash(chain.games[0]!)).toBe(chain.terminatingHash);
    expect(nextChainHash(chain.games[0]!)).toBe(await refSha256(fromHex(chain.games[0]!)));
    for (const g of [1, 2, 17, 300]) {
      expect(linksToTerminatingHash(chain.games[g - 1]!, g, chain.terminatingHash)).toBe(true);
      expect(linksToTerminatingHash(chain.games[g - 1]!, g + 1, chain.terminatingHash)).toBe(false);
    }
    expect(followsGameHash(chain.games[5]!, chain.games[4]!)).toBe(true);
    expect(followsGameHash(chain.games[4]!, chain.games[5]!)).toBe(false);
    expect(linksToTerminatingHash('nothex', 1, chain.terminatingHash)).toBe(false);
    expect(() => generateHashChain('abc', 3)).toThrow(EngineError);
  });

  it('verifies a round: crash point and place in the chain', () => {
    const g = 42;
    const result = verifyJumpRound({
      gameHash: chain.games[g - 1]!,
      salt: SALT,
      gameNumber: g,
      terminatingHash: chain.terminatingHash,
    });
    expect(result).toEqual({ crashPointX100: crashes[g - 1], chainValid: true });
    expect(
      verifyJumpRound({
        gameHash: chain.games[g - 1]!,
        salt: SALT,
        gameNumber: g - 1,
        terminatingHash: chain.terminatingHash,
      }).chainValid,
    ).toBe(false);
  });
});

describe('jump multiplier curve (e^(0.00006·ms))', () => {
  it('shows about 2× at 11.6 s', () => {
    expect(jumpMultiplierAt(0)).toBe(100);
    expect(jumpMultiplierAt(11_552)).toBe(199);
    expect(jumpMultiplierAt(11_553)).toBe(200);
    expect(jumpTimeToReach(200)).toBe(11_553);
  });

  it('finds the first millisecond a multiplier is shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000_000 }), (x) => {
        const t = jumpTimeToReach(x);
        expect(jumpMultiplierAt(t)).toBeGreaterThanOrEqual(x);
        expect(jumpMultiplierAt(t - 1)).toBeLessThan(x);
      }),
    );
  });
});

describe('jump round state machine: betting → running → crashed', () => {
  const high = gameWhere((c) => c >= 300 && c <= 5000);
  const instant = gameWhere((c) => c === 100);

  it('takes bets in the window by server time only', () => {
    let round = openAt(high.gameHash);
    round = placeJumpBet(round, { betId: 'a', playerId: 'p', stake: 1000 }, T0);
    round = placeJumpBet(
      round,
      { betId: 'b', playerId: 'q', stake: 1000, autoCashOutX100: 150 },
      T0 + 4_999,
    );
    expect(() =>
      placeJumpBet(round, { betId: 'c', playerId: 'r', stake: 1000 }, T0 + 5_000),
    ).toThrow(/no longer takes bets/);
    expect(() => placeJumpBet(round, { betId: 'a', playerId: 'p', stake: 1000 }, T0 + 1)).toThrow(
      /already/,
    );
    expect(() =>
      placeJumpBet(round, { betId: 'd', playerId: 'p', stake: 1000, autoCashOutX100: 100 }, T0 + 1),
    ).toThrow(/auto cash-out/);
    expect(() => placeJumpBet(round, { betId: 'd', playerId: 'p', stake: 10 }, T0 + 1)).toThrow(
      EngineError,
    );
    expect(() => startJumpRound(round, T0 + 4_999)).toThrow(EngineError);
    const running = startJumpRound(round, T0 + 5_000);
    expect(running.phase).toBe('running');
    expect(() =>
      placeJumpBet(running, { betId: 'c', playerId: 'r', stake: 1000 }, T0 + 5_001),
    ).toThrow(/no longer takes bets/);
    expect(() => startJumpRound(running, T0 + 6_000)).toThrow(/cannot start/);
  });

  it('pays a cash-out before the crash, and refuses one at the crash moment by server time', () => {
    let round = openAt(high.gameHash);
    for (const id of ['early', 'late', 'lost'])
      round = placeJumpBet(round, { betId: id, playerId: id, stake: 1000 }, T0);
    const start = T0 + 5_000;
    round = startJumpRound(round, start);
    const bust = jumpBustAtMs(high.crash);
    const early = cashOutJumpBet(round, 'early', start + 1_000);
    expect(early.cashedOut).toBe(true);
    expect(early.bet.payout).toBe(Math.floor((1000 * jumpMultiplierAt(1_000)) / 100));
    const late = cashOutJumpBet(early.round, 'late', start + bust - 1);
    expect(late.cashedOut && late.bet.cashOutX100).toBe(high.crash); // the last millisecond pays the crash point
    const tooLate = cashOutJumpBet(late.round, 'lost', start + bust);
    expect(tooLate).toMatchObject({ cashedOut: false, reason: 'crashed' });
    expect(tooLate.round.phase).toBe('crashed');
    expect(tooLate.round.crashedAt).toBe(start + bust);
    expect(tooLate.bet.payout).toBe(0);
    expect(cashOutJumpBet(tooLate.round, 'early', start + bust + 5)).toMatchObject({
      cashedOut: false,
      reason: 'alreadyOut',
    });
    expect(() => advanceJumpRound(tooLate.round, start + bust + 10)).toThrow(/cannot advance/);
  });

  it('auto cash-out at exactly the crash point wins; above it loses', () => {
    let round = openAt(high.gameHash);
    round = placeJumpBet(
      round,
      { betId: 'at', playerId: 'a', stake: 1000, autoCashOutX100: high.crash },
      T0,
    );
    round = placeJumpBet(
      round,
      { betId: 'above', playerId: 'b', stake: 1000, autoCashOutX100: high.crash + 1 },
      T0,
    );
    round = advanceJumpRound(startJumpRound(round, T0 + 5_000), T0 + 5_000 + 10 * 60_000);
    expect(round.phase).toBe('crashed');
    expect(round.bets.map((b) => [b.exit, b.payout])).toEqual([
      ['auto', Math.floor((1000 * high.crash) / 100)],
      [null, 0],
    ]);
  });

  it('busts a 1.00× round at the start, before anyone can cash out', () => {
    let round = placeJumpBet(
      openAt(instant.gameHash),
      { betId: 'a', playerId: 'a', stake: 1000, autoCashOutX100: 101 },
      T0,
    );
    round = startJumpRound(round, T0 + 5_000);
    expect(round).toMatchObject({ phase: 'crashed', crashedAt: T0 + 5_000 });
    expect(jumpRoundTotals(round)).toEqual({ staked: 1000, paid: 0 });
  });

  it('keeps the crash point secret until the crash', () => {
    let round = placeJumpBet(openAt(high.gameHash), { betId: 'a', playerId: 'a', stake: 1000 }, T0);
    round = startJumpRound(round, T0 + 5_000);
    const view = jumpRoundView(round, T0 + 6_000);
    expect(view).toMatchObject({
      phase: 'running',
      crashPointX100: null,
      gameHash: null,
      multiplierX100: jumpMultiplierAt(1_000),
    });
    expect(JSON.stringify(view)).not.toContain(high.gameHash);
    const done = advanceJumpRound(round, T0 + 5_000 + jumpBustAtMs(high.crash));
    expect(jumpRoundView(done, T0 + 100_000)).toMatchObject({
      crashPointX100: high.crash,
      gameHash: high.gameHash,
    });
  });

  it('refuses time going backwards, unknown bets and cash-outs before the start', () => {
    let round = placeJumpBet(openAt(high.gameHash), { betId: 'a', playerId: 'a', stake: 1000 }, T0);
    expect(() => cashOutJumpBet(round, 'a', T0 + 10)).toThrow(/cannot cash out/);
    expect(() => advanceJumpRound(round, T0 + 10)).toThrow(/cannot advance/);
    round = advanceJumpRound(startJumpRound(round, T0 + 5_000), T0 + 6_000);
    expect(() => advanceJumpRound(round, T0 + 5_500)).toThrow(/server time/);
    expect(() => cashOutJumpBet(round, 'nobody', T0 + 6_100)).toThrow(/not in round/);
  });

  it('forces everyone out when the round would pass its maximum win, never paying beyond it', () => {
    const config: JumpConfig = { ...DEFAULT_JUMP_CONFIG, maxWinPerRound: 150_000 };
    let round = openAt(high.gameHash, config);
    round = placeJumpBet(round, { betId: 'big', playerId: 'a', stake: 100_000 }, T0, config);
    round = placeJumpBet(round, { betId: 'small', playerId: 'b', stake: 50_000 }, T0, config);
    round = placeJumpBet(
      round,
      { betId: 'auto', playerId: 'c', stake: 10_000, autoCashOutX100: 110 },
      T0,
      config,
    );
    round = advanceJumpRound(startJumpRound(round, T0 + 5_000, config), T0 + 600_000, config);
    const profit = round.bets.reduce((sum, b) => sum + b.payout - b.stake, 0);
    expect(profit).toBeLessThanOrEqual(150_000);
    const forced = round.bets.filter((b) => b.exit === 'maxWin');
    expect(forced.map((b) => b.betId)).toEqual(['big', 'small']);
    const level = round.maxWinCashOutX100!;
    expect(forced.every((b) => b.cashOutX100 === level)).toBe(true);
    // one hundredth more would have passed the cap
    const atNext =
      1_000 +
      forced.reduce((sum, b) => sum + Math.floor((b.stake * (level + 1)) / 100) - b.stake, 0);
    expect(atNext).toBeGreaterThan(150_000);
    expect(round.bets.find((b) => b.betId === 'auto')).toMatchObject({
      exit: 'auto',
      payout: 11_000,
    });
    expect(() => checkJumpConfig({ ...config, maxWinPerRound: 0 })).toThrow(/maxWinPerRound/);
  });

  it('settles the same however often the server advances the round', () => {
    const scenario = fc.record({
      game: fc.nat(chain.games.length - 1),
      bets: fc.array(
        fc.record({
          stake: fc.integer({ min: 100, max: 1_000_000 }),
          auto: fc.option(fc.integer({ min: 101, max: 2_000 }), { nil: null }),
          manualAtMs: fc.option(fc.nat(60_000), { nil: null }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      ticks: fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 30 }),
      maxWin: fc.integer({ min: 1, max: 5_000_000 }),
    });
    fc.assert(
      fc.property(scenario, ({ game, bets, ticks, maxWin }) => {
        const config: JumpConfig = { ...DEFAULT_JUMP_CONFIG, maxWinPerRound: maxWin };
        let opened = openJumpRound(
          { roundId: 'r', gameHash: chain.games[game]!, salt: SALT, openedAt: T0 },
          config,
        );
        bets.forEach((b, i) => {
          opened = placeJumpBet(
            opened,
            { betId: `b${i}`, playerId: `p${i}`, stake: b.stake, autoCashOutX100: b.auto },
            T0 + i,
            config,
          );
        });
        const start = T0 + 5_000;
        const manual = bets
          .map((b, i) => ({ id: `b${i}`, at: b.manualAtMs }))
          .filter((m): m is { id: string; at: number } => m.at !== null)
          .sort((a, b) => a.at - b.at);
        const end = start + 400_000;

        // A: only the cash-out requests and one final advance
        let a = startJumpRound(opened, start, config);
        for (const m of manual) a = cashOutJumpBet(a, m.id, start + m.at, config).round;
        if (a.phase === 'running') a = advanceJumpRound(a, end, config);

        // B: many small advances between the same requests
        let b = startJumpRound(opened, start, config);
        let clock = start;
        let tick = 0;
        const pending = [...manual];
        while (b.phase === 'running' && clock < end) {
          const step = ticks[tick++ % ticks.length]!;
          const target = Math.min(end, clock + step);
          while (pending.length > 0 && start + pending[0]!.at <= target) {
            const m = pending.shift()!;
            b = cashOutJumpBet(deepFreeze(b), m.id, start + m.at, config).round;
          }
          if (b.phase === 'running') b = advanceJumpRound(deepFreeze(b), target, config);
          clock = target;
        }
        for (const m of pending) b = cashOutJumpBet(b, m.id, start + m.at, config).round;

        expect(b.bets).toEqual(a.bets);
        expect(a.phase).toBe('crashed');
        const profit = a.bets.reduce((sum, x) => sum + x.payout - x.stake, 0);
        expect(profit).toBeLessThanOrEqual(maxWin);
        for (const x of a.bets) {
          expect(Number.isSafeInteger(x.payout)).toBe(true);
          expect(x.payout).toBe(
            x.cashOutX100 === null ? 0 : Math.floor((x.stake * x.cashOutX100) / 100),
          );
          if (x.cashOutX100 !== null) expect(x.cashOutX100).toBeLessThanOrEqual(a.crashPointX100);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

describe('games.md Jump: the curve, the crash point and the chain at their edges', () => {
  it('the multiplier first shows x at jumpTimeToReach(x), never a millisecond earlier (the bust instant the players see)', () => {
    expect(jumpTimeToReach(100)).toBe(0);
    expect(jumpTimeToReach(50)).toBe(0);
    for (const x of [101, 102, 150, 199, 200, 333, 1_000, 10_000, 100_000, 1_000_000]) {
      const t = jumpTimeToReach(x);
      expect(jumpMultiplierAt(t)).toBeGreaterThanOrEqual(x);
      expect(t === 0 || jumpMultiplierAt(t - 1) < x).toBe(true);
      expect(t).toBeGreaterThan(0);
    }
  });
  it('reads the crash point only from a 52-bit integer', () => {
    for (const n of [-1, 2 ** 52, 1.5]) expect(() => crashPointFromUint52(n)).toThrow(/crashPointFromUint52: n must be a 52-bit integer/);
    expect(crashPointFromUint52(2 ** 52 - 1)).toBe(DEFAULT_JUMP_CONFIG.maxCrashPointX100);
    expect(crashPointFromUint52(0)).toBe(100);
  });
  it('an auto cash-out at the crash cap can still win; above it never', () => {
    const max = DEFAULT_JUMP_CONFIG.maxCrashPointX100;
    expect(jumpReachProbability(max)).toBeGreaterThan(0);
    expect(jumpReachProbability(max + 1)).toBe(0);
  });
  it('a chain holds exactly the games asked for, at least one, and refuses a malformed hash', () => {
    const seed = 'ab'.repeat(32);
    expect(generateHashChain(seed, 1).games).toHaveLength(1);
    expect(generateHashChain(seed, 3).games).toHaveLength(3);
    for (const length of [0, 1.5]) expectEngineError(() => generateHashChain(seed, length), 'INVALID_SEED', /a chain needs at least one game/);
    expectEngineError(() => generateHashChain('AB'.repeat(32), 1), 'INVALID_SEED', /a chain hash is 64 lower-case hex characters/);
    const chain = generateHashChain(seed, 2);
    // Game 0 does not exist: the terminating hash is not a game of its own chain.
    expect(linksToTerminatingHash(chain.terminatingHash, 0, chain.terminatingHash)).toBe(false);
  });
});

describe('games.md Jump: a round refuses what its phase and the server clock do not allow, naming why', () => {
  const config = DEFAULT_JUMP_CONFIG;
  const open = openJumpRound({ roundId: 'j1', gameHash: 'ab'.repeat(32), salt: 'salt', openedAt: 1_000 });
  const bet = { betId: 'b1', playerId: 'p1', stake: 1_000 };
  it('refuses a round opened before the epoch, a bet before opening, after the window or twice', () => {
    expectEngineError(() => openJumpRound({ roundId: 'j0', gameHash: 'ab'.repeat(32), salt: 'salt', openedAt: -1 }), 'INVALID_TIME', /open: server time must be a whole ms not before 0/);
    expectEngineError(() => placeJumpBet(open, bet, 999), 'INVALID_TIME', /bet: server time must be a whole ms not before 1000/);
    expectEngineError(() => placeJumpBet(open, bet, open.bettingEndsAt), 'BETTING_CLOSED', /jump round j1 no longer takes bets/);
    expectEngineError(() => placeJumpBet({ ...open, phase: 'running' }, bet, 1_001), 'BETTING_CLOSED', /jump round j1 no longer takes bets/);
    const one = placeJumpBet(open, bet, 1_001);
    expectEngineError(() => placeJumpBet(one, bet, 1_002), 'DUPLICATE_BET', /bet b1 is already in the round/);
  });
  it('a late bet tells the player betting has closed for the round, not that the bet was wrong', () => {
    const late = (() => {
      try {
        placeJumpBet(open, bet, open.bettingEndsAt);
      } catch (error) {
        return error as EngineError;
      }
      throw new Error('a bet at the end of the window was taken');
    })();
    expect([late.code, late.messageKey]).toEqual(['BETTING_CLOSED', 'bettingClosed']);
  });
  it('takes an auto cash-out from the lowest to the crash cap, both included', () => {
    const range = new RegExp(`auto cash-out must be between ${config.minAutoCashOutX100 / 100}× and ${config.maxCrashPointX100 / 100}×`);
    expect(() => placeJumpBet(open, { ...bet, autoCashOutX100: config.maxCrashPointX100 }, 1_001)).not.toThrow();
    expect(() => placeJumpBet(open, { ...bet, autoCashOutX100: config.minAutoCashOutX100 }, 1_001)).not.toThrow();
    for (const auto of [config.maxCrashPointX100 + 1, config.minAutoCashOutX100 - 1, 150.5]) expectEngineError(() => placeJumpBet(open, { ...bet, autoCashOutX100: auto }, 1_001), 'INVALID_BET', range);
  });
  it('starts once, after the window, and moves only forward in time', () => {
    expectEngineError(() => startJumpRound(open, open.bettingEndsAt - 1), 'INVALID_TIME', /start: server time must be a whole ms not before/);
    expectEngineError(() => advanceJumpRound(open, open.bettingEndsAt), 'ILLEGAL_TRANSITION', /jump round j1 is betting: cannot advance/);
    const running = startJumpRound(open, open.bettingEndsAt);
    // This hash crashes at 1.01×: the round runs for its first milliseconds.
    expect(running.phase).toBe('running');
    expectEngineError(() => startJumpRound(running, open.bettingEndsAt + 1), 'ILLEGAL_TRANSITION', /jump round j1 is running: cannot start/);
    const later = advanceJumpRound(running, open.bettingEndsAt + 1);
    expectEngineError(() => advanceJumpRound(later, open.bettingEndsAt), 'INVALID_TIME', /advance: server time must be a whole ms not before/);
  });
});
