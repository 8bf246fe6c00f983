import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { deepFreeze } from '../test/freeze';
import { expectEngineError } from '../test/engineError';
import {
  DEFAULT_SABONG_CONFIG,
  SABONG_SIDES,
  cancelFight,
  closeFight,
  declareFightResult,
  isFightResultOverdue,
  lastCallFight,
  openFight,
  placeSabongBet,
  sabongOdds,
  sabongOddsTooLow,
  settleFight,
  settleSabongBets,
  verifySabongFight,
} from './sabong';
import type { Fight, FightResult, SabongBet, SabongSide } from './sabong';

const T0 = 1_700_000_000_000;
const betArb = fc.record({
  side: fc.constantFrom<SabongSide>(...SABONG_SIDES),
  stake: fc.integer({ min: 100, max: 1_000_000 }),
});
const betsArb = fc
  .array(betArb, { maxLength: 40 })
  .map((bets) =>
    bets.map((b, i): SabongBet => ({ ...b, betId: `b${i}`, playerId: `p${i % 7}`, placedAt: T0 })),
  );
const outcomeArb = fc.oneof(
  fc.constantFrom<FightResult>('meron', 'wala', 'draw').map((result) => ({ result })),
  fc
    .constantFrom('lowOdds' as const, 'notDeclared' as const, 'operator' as const)
    .map((cancelled) => ({ cancelled })),
);

function fightWith(bets: readonly { side: SabongSide; stake: number }[]): Fight {
  let fight = openFight({ fightId: 'f1', openedAt: T0 });
  bets.forEach((b, i) => {
    fight = placeSabongBet(fight, { betId: `b${i}`, playerId: `p${i}`, ...b }, T0 + i);
  });
  return fight;
}

describe('sabong pari-mutuel maths (games.md)', () => {
  it('pays a winning meron peso (M + W)(1 − p) / M and a draw 8:1, refunding meron/wala on a draw', () => {
    const bets = [
      { side: 'meron', stake: 60_000 },
      { side: 'meron', stake: 40_000 },
      { side: 'wala', stake: 50_000 },
      { side: 'draw', stake: 1_000 },
    ] as const;
    const fight = fightWith(bets);
    expect(fight.pools).toEqual({ meron: 100_000, wala: 50_000, draw: 1_000 });
    expect(sabongOdds(fight.pools)).toEqual({ meron: 1.425, wala: 2.85, draw: 9 });

    const meron = settleSabongBets(fight.bets, { result: 'meron' });
    expect(meron.bets.map((b) => b.payout)).toEqual([85_500, 57_000, 0, 0]);
    expect(meron).toMatchObject({
      winnings: 142_500,
      plasada: 7_500,
      breakage: 0,
      drawBook: 1_000,
      refunds: 0,
    });

    const draw = settleSabongBets(fight.bets, { result: 'draw' });
    expect(draw.bets.map((b) => [b.kind, b.payout])).toEqual([
      ['refund', 60_000],
      ['refund', 40_000],
      ['refund', 50_000],
      ['win', 9_000],
    ]);
    expect(draw).toMatchObject({ plasada: 0, refunds: 150_000, winnings: 9_000, drawBook: -8_000 });
  });

  it('rounds each winning payout down and keeps the remainder as breakage', () => {
    const fight = fightWith([
      { side: 'meron', stake: 333 },
      { side: 'meron', stake: 334 },
      { side: 'wala', stake: 1_000 },
    ]);
    const s = settleSabongBets(fight.bets, { result: 'meron' });
    // (1667 × 0.95) / 667 per unit: 333 → 790.65…, 334 → 793.02…
    expect(s.bets.map((b) => b.payout)).toEqual([790, 793, 0]);
    expect(s.plasada).toBe(84); // 1667 − floor(1667 × 0.95) = 1667 − 1583
    expect(s.breakage).toBe(1583 - 790 - 793);
  });

  it('conserves money for any bets and outcome: paid + refunds + plasada + breakage + draw book = staked', () => {
    fc.assert(
      fc.property(betsArb, outcomeArb, (bets, outcome) => {
        const s = settleSabongBets(bets, outcome);
        const staked = bets.reduce((sum, b) => sum + b.stake, 0);
        expect(s.totalStaked).toBe(staked);
        expect(s.winnings + s.refunds + s.plasada + s.breakage + s.drawBook).toBe(staked);
        const paid = s.bets.reduce((sum, b) => sum + b.payout, 0);
        expect(paid).toBe(s.winnings + s.refunds);
        for (const b of s.bets) expect(Number.isSafeInteger(b.payout) && b.payout >= 0).toBe(true);
        // the meron/wala pools alone balance without the house's draw book
        const mw = bets.filter((b) => b.side !== 'draw').reduce((sum, b) => sum + b.stake, 0);
        const mwPaid = s.bets
          .filter((b) => b.side !== 'draw')
          .reduce((sum, b) => sum + b.payout, 0);
        expect(mwPaid + s.plasada + s.breakage).toBe(mw);
        expect(s.breakage).toBeGreaterThanOrEqual(0);
        if ('result' in outcome && outcome.result !== 'draw') {
          const winners = s.bets.filter((b) => b.side === outcome.result);
          // breakage is under one minor unit per winning bet (plus the whole pool when nobody won)
          if (winners.length > 0) expect(s.breakage).toBeLessThan(winners.length);
          expect(s.plasada).toBe(mw - Math.floor((mw * 9_500) / 10_000));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('cancels a fight whose side would pay 107 % or less, or that is one-sided', () => {
    // (M + W) × 0.95 / M ≤ 1.07 ⇔ W ≤ 0.1263… M
    expect(sabongOddsTooLow({ meron: 100_000, wala: 12_631, draw: 0 })).toBe(true);
    expect(sabongOddsTooLow({ meron: 100_000, wala: 12_632, draw: 0 })).toBe(false);
    expect(sabongOddsTooLow({ meron: 100_000, wala: 0, draw: 5_000 })).toBe(true);
    expect(sabongOddsTooLow({ meron: 0, wala: 0, draw: 0 })).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (m, w) => {
        const odds = sabongOdds({ meron: m, wala: w, draw: 0 });
        const expected = odds.meron! <= 1.07 + 1e-12 || odds.wala! <= 1.07 + 1e-12;
        const nearBoundary =
          Math.abs(odds.meron! - 1.07) < 1e-9 || Math.abs(odds.wala! - 1.07) < 1e-9;
        if (!nearBoundary) expect(sabongOddsTooLow({ meron: m, wala: w, draw: 0 })).toBe(expected);
      }),
    );
    let fight = fightWith([
      { side: 'meron', stake: 100_000 },
      { side: 'wala', stake: 10_000 },
    ]);
    fight = closeFight(lastCallFight(fight), T0 + 100);
    expect(fight).toMatchObject({ status: 'CANCELLED', cancelReason: 'lowOdds' });
    expect(settleFight(fight).bets.map((b) => b.payout)).toEqual([100_000, 10_000]);
  });
});

describe('sabong fight lifecycle: OPEN → LAST_CALL → CLOSED → RESULT | CANCELLED', () => {
  const even = [
    { side: 'meron', stake: 50_000 },
    { side: 'wala', stake: 45_000 },
  ] as const;

  it('runs a fight to its result and settles it', () => {
    let fight = fightWith(even);
    fight = lastCallFight(fight);
    fight = placeSabongBet(
      fight,
      { betId: 'late', playerId: 'x', side: 'draw', stake: 500 },
      T0 + 50,
    );
    fight = closeFight(fight, T0 + 100);
    expect(fight.status).toBe('CLOSED');
    expect(() =>
      placeSabongBet(
        fight,
        { betId: 'too-late', playerId: 'x', side: 'wala', stake: 500 },
        T0 + 101,
      ),
    ).toThrow(/no longer takes bets/);
    fight = declareFightResult(fight, 'wala', T0 + 200);
    expect(fight).toMatchObject({ status: 'RESULT', result: 'wala' });
    const s = settleFight(fight);
    expect(s.bets.find((b) => b.side === 'wala')!.payout).toBe(
      Math.floor((45_000 * 95_000 * 0.95) / 45_000),
    );
  });

  it('cancels a fight whose result is not declared in time', () => {
    const closed = closeFight(lastCallFight(fightWith(even)), T0 + 100);
    const late = T0 + 100 + DEFAULT_SABONG_CONFIG.resultDeadlineMs + 1;
    expect(isFightResultOverdue(closed, late - 1)).toBe(false);
    expect(isFightResultOverdue(closed, late)).toBe(true);
    expect(() => declareFightResult(closed, 'meron', late)).toThrow(/deadline/);
    const cancelled = cancelFight(closed, 'notDeclared');
    expect(settleFight(cancelled)).toMatchObject({ refunds: 95_000, winnings: 0, plasada: 0 });
  });

  it('refuses every illegal transition and leaves the fight unchanged', () => {
    type Action = 'bet' | 'lastCall' | 'close' | 'result' | 'cancel' | 'settle';
    const legalFrom: Record<Action, Fight['status'][]> = {
      bet: ['OPEN', 'LAST_CALL'],
      lastCall: ['OPEN'],
      close: ['LAST_CALL'],
      result: ['CLOSED'],
      cancel: ['OPEN', 'LAST_CALL', 'CLOSED'],
      settle: ['RESULT', 'CANCELLED'],
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom<Action>('bet', 'lastCall', 'close', 'result', 'cancel', 'settle'),
          { maxLength: 10 },
        ),
        betsArb,
        (actions, bets) => {
          let fight = fightWith(bets.slice(0, 4));
          actions.forEach((action, i) => {
            const before = deepFreeze(fight);
            const run = (): Fight => {
              switch (action) {
                case 'bet':
                  return placeSabongBet(
                    before,
                    { betId: `x${i}`, playerId: 'x', side: 'wala', stake: 1_000 },
                    T0 + 10 + i,
                  );
                case 'lastCall':
                  return lastCallFight(before);
                case 'close':
                  return closeFight(before, T0 + 10 + i);
                case 'result':
                  return declareFightResult(before, 'meron', T0 + 10 + i);
                case 'cancel':
                  return cancelFight(before, 'operator');
                case 'settle':
                  settleFight(before);
                  return before;
              }
            };
            if (legalFrom[action].includes(before.status)) {
              fight = run();
            } else {
              expect(run).toThrow(EngineError);
            }
          });
        },
      ),
    );
  });

  it('refuses bad bets and a switched-off game', () => {
    const fight = fightWith([]);
    expect(() =>
      placeSabongBet(
        fight,
        { betId: 'a', playerId: 'p', side: 'both' as SabongSide, stake: 100 },
        T0,
      ),
    ).toThrow(/meron, wala or draw/);
    expect(() =>
      placeSabongBet(fight, { betId: 'a', playerId: 'p', side: 'meron', stake: 99 }, T0),
    ).toThrow(EngineError);
    expect(() =>
      placeSabongBet(fight, { betId: 'a', playerId: 'p', side: 'meron', stake: 100 }, T0 - 1),
    ).toThrow(/server time/);
    const once = placeSabongBet(
      fight,
      { betId: 'a', playerId: 'p', side: 'meron', stake: 100 },
      T0,
    );
    expect(() =>
      placeSabongBet(once, { betId: 'a', playerId: 'p', side: 'wala', stake: 100 }, T0),
    ).toThrow(/already/);
    try {
      openFight({ fightId: 'f', openedAt: T0 }, { ...DEFAULT_SABONG_CONFIG, enabled: false });
      expect.unreachable();
    } catch (error) {
      expect((error as EngineError).code).toBe('GAME_DISABLED');
      expect((error as EngineError).messageKey).toBe('featureDisabled');
    }
  });
});

describe('sabong verification', () => {
  it('recomputes a settled fight from its bets and declared result, odds rule included', () => {
    fc.assert(
      fc.property(
        betsArb,
        fc.constantFrom<FightResult>('meron', 'wala', 'draw'),
        (bets, result) => {
          let fight = openFight({ fightId: 'v', openedAt: T0 });
          for (const b of bets) fight = placeSabongBet(fight, b, T0);
          fight = closeFight(lastCallFight(fight), T0 + 1);
          if (fight.status === 'CLOSED') fight = declareFightResult(fight, result, T0 + 2);
          const { mustCancelForOdds, ...recomputed } = verifySabongFight(bets, { result });
          expect(mustCancelForOdds).toBe(fight.status === 'CANCELLED');
          expect(recomputed).toEqual(settleFight(fight));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('games.md Sabong: the fight\'s lifecycle refusals name the rule (spec §8)', () => {
  const bet = { betId: 'b1', playerId: 'p1', side: 'meron' as const, stake: 1_000 };
  it('refuses a fight while switched off or without an id, and a time that runs backwards', () => {
    expectEngineError(() => openFight({ fightId: 'f1', openedAt: 0 }, { ...DEFAULT_SABONG_CONFIG, enabled: false }), 'GAME_DISABLED', /sabong is switched off for this brand/);
    expectEngineError(() => openFight({ fightId: '', openedAt: 0 }), 'INVALID_BET', /fight id is empty/);
    expectEngineError(() => placeSabongBet(openFight({ fightId: 'f1', openedAt: 1_000 }), bet, 999), 'INVALID_TIME', /server time must be a whole ms not before 1000/);
  });
  it('refuses an unknown side, the same bet twice, a bet after closing and a full pool', () => {
    const open = placeSabongBet(openFight({ fightId: 'f1', openedAt: 0 }), bet, 1);
    expectEngineError(() => placeSabongBet(open, { ...bet, betId: 'b2', side: 'both' as 'meron' }, 1), 'INVALID_BET', /bet on meron, wala or draw/);
    expectEngineError(() => placeSabongBet(open, bet, 1), 'DUPLICATE_BET', /bet b1 is already in the fight/);
    const full = { ...open, pools: { ...open.pools, meron: Number.MAX_SAFE_INTEGER } };
    expectEngineError(() => placeSabongBet(full, { ...bet, betId: 'b3' }, 1), 'INVALID_STAKE', /the pool is full/);
    const walaToo = placeSabongBet(open, { ...bet, betId: 'b4', side: 'wala' }, 1);
    const closed = closeFight(lastCallFight(walaToo), 2);
    expect(closed.status).toBe('CLOSED');
    expectEngineError(() => placeSabongBet(closed, { ...bet, betId: 'b5' }, 3), 'BETTING_CLOSED', /fight f1 no longer takes bets/);
    expectEngineError(() => lastCallFight(closed), 'ILLEGAL_TRANSITION', /fight f1 is CLOSED: cannot give last call/);
    expectEngineError(() => closeFight(closed, 3), 'ILLEGAL_TRANSITION', /fight f1 is CLOSED: cannot close/);
    expectEngineError(() => declareFightResult(closed, 'nobody' as FightResult, 3), 'INVALID_BET', /the result is meron, wala or draw/);
    expectEngineError(() => settleFight(closed), 'ILLEGAL_TRANSITION', /fight f1 is CLOSED: cannot settle/);
    const result = declareFightResult(closed, 'meron', 3);
    expectEngineError(() => declareFightResult(result, 'meron', 3), 'ILLEGAL_TRANSITION', /fight f1 is RESULT: cannot declare a result/);
    expectEngineError(() => cancelFight(result, 'operator'), 'ILLEGAL_TRANSITION', /fight f1 is RESULT: cannot cancel/);
    // A closed fight without a result yet may still be cancelled.
    expect(cancelFight(closed, 'operator').status).toBe('CANCELLED');
  });
  it('is overdue only once closed, and only after the deadline', () => {
    const open = placeSabongBet(placeSabongBet(openFight({ fightId: 'f1', openedAt: 0 }), bet, 1), { ...bet, betId: 'b2', side: 'wala' }, 1);
    const late = 10 * DEFAULT_SABONG_CONFIG.resultDeadlineMs;
    expect(isFightResultOverdue(open, late)).toBe(false);
    expect(isFightResultOverdue({ ...open, status: 'CLOSED', closedAt: null }, late)).toBe(false);
  });
  it('a fight whose wala side is empty is cancelled for its odds; one with both sides fair is not', () => {
    expect(sabongOddsTooLow({ meron: 1_000, wala: 0, draw: 0 })).toBe(true);
    expect(sabongOddsTooLow({ meron: 1_000, wala: 1_000, draw: 5_000 })).toBe(false);
    expect(sabongOdds({ meron: 1_000, wala: 0, draw: 0 }).wala).toBeNull();
  });
});
