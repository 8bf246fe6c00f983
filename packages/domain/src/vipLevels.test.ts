import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gmt8PreviousMonth, vipLevelIndex, vipLevelTableProblem, vipScore, vipStanding } from './vipLevels';
import { vipProgressPercent } from './vipProgress';

const LEVELS = [
  { level: 0, name: 'Bronze', betAmount: 0, deposit: 0 },
  { level: 1, name: 'Silver', betAmount: 100_000, deposit: 50_000 },
  { level: 2, name: 'Platino', betAmount: 500_000, deposit: 200_000 },
  { level: 3, name: 'Diamond', betAmount: 2_000_000, deposit: 1_000_000 },
];

describe('spec §1/§3 VIP level from cumulative bets and deposits', () => {
  it('needs both thresholds of a level', () => {
    expect(vipLevelIndex(LEVELS, { betAmount: 0, deposit: 0 })).toBe(0);
    expect(vipLevelIndex(LEVELS, { betAmount: 100_000, deposit: 49_999 })).toBe(0);
    expect(vipLevelIndex(LEVELS, { betAmount: 99_999, deposit: 50_000 })).toBe(0);
    expect(vipLevelIndex(LEVELS, { betAmount: 100_000, deposit: 50_000 })).toBe(1);
    expect(vipLevelIndex(LEVELS, { betAmount: 600_000, deposit: 60_000 })).toBe(1);
    expect(vipLevelIndex(LEVELS, { betAmount: 9e9, deposit: 9e9 })).toBe(3);
  });
  it('never goes down when the totals grow', () => {
    fc.assert(
      fc.property(fc.nat(3e6), fc.nat(2e6), fc.nat(1e6), fc.nat(1e6), (bet, dep, moreBet, moreDep) => {
        expect(vipLevelIndex(LEVELS, { betAmount: bet + moreBet, deposit: dep + moreDep })).toBeGreaterThanOrEqual(vipLevelIndex(LEVELS, { betAmount: bet, deposit: dep }));
      }),
    );
  });
  it('measures progress against the next level, and the top level against itself', () => {
    const s = vipStanding(LEVELS, { betAmount: 120_000, deposit: 80_000 });
    expect([s.current.name, s.next?.name, s.ruleBetAmount, s.ruleDeposit]).toEqual(['Silver', 'Platino', 500_000, 200_000]);
    expect([s.upgradeBetAmount, s.upgradeDeposit, s.upgradePoints]).toEqual([380_000, 120_000, 3_800]);
    const top = vipStanding(LEVELS, { betAmount: 3_000_000, deposit: 1_000_000 });
    expect([top.next, top.ruleBetAmount, top.upgradeDeposit, top.upgradePoints]).toEqual([undefined, 2_000_000, 0, 0]);
    expect(vipProgressPercent({ currentActualBetAmount: 3_000_000, currentActualDeposit: 1_000_000, ruleBetAmount: top.ruleBetAmount, ruleDeposit: top.ruleDeposit })).toBe(100);
    // Upgrade points round up: one centavo short is still one peso to bet.
    expect(vipStanding(LEVELS, { betAmount: 99_999, deposit: 0 }).upgradePoints).toBe(1);
  });
  it('scores one point per whole peso bet', () => {
    expect([vipScore(0), vipScore(99), vipScore(100), vipScore(12_345), vipScore(-5)]).toEqual([0, 0, 1, 123, 0]);
  });
  it('checks the operator table', () => {
    expect(vipLevelTableProblem(LEVELS)).toBeUndefined();
    expect(vipLevelTableProblem([])).toMatch(/at least one/);
    expect(vipLevelTableProblem([{ level: 0, name: 'a', betAmount: 1, deposit: 0 }])).toMatch(/first level/);
    expect(vipLevelTableProblem([LEVELS[0]!, { ...LEVELS[2]!, level: 2 }])).toMatch(/numbered/);
    expect(vipLevelTableProblem([LEVELS[0]!, { ...LEVELS[2]!, level: 1 }, { ...LEVELS[1]!, level: 2 }])).toMatch(/previous/);
    expect(vipLevelTableProblem([LEVELS[0]!, { ...LEVELS[1]!, deposit: -1 }])).toMatch(/non-negative/);
  });
  it('refuses a table where either threshold is not whole minor units or is negative, or the first level asks a deposit', () => {
    for (const bad of [{ betAmount: -1 }, { betAmount: 0.5 }, { deposit: 0.5 }]) {
      expect(vipLevelTableProblem([LEVELS[0]!, { ...LEVELS[1]!, ...bad }])).toMatch(/level 1: thresholds must be non-negative integers/);
    }
    expect(vipLevelTableProblem([{ level: 0, name: 'a', betAmount: 0, deposit: 1 }])).toMatch(/first level must ask nothing/);
  });
  it('refuses a level that asks less than the one below in either threshold, and allows one that asks the same', () => {
    const [bronze, silver] = [LEVELS[0]!, LEVELS[1]!];
    expect(vipLevelTableProblem([bronze, silver, { ...silver, level: 2, betAmount: silver.betAmount - 1, deposit: 9e9 }])).toMatch(/level 2: thresholds must not be below/);
    expect(vipLevelTableProblem([bronze, silver, { ...silver, level: 2, betAmount: 9e9, deposit: silver.deposit - 1 }])).toMatch(/level 2: thresholds must not be below/);
    expect(vipLevelTableProblem([bronze, silver, { ...silver, level: 2, name: 'Silver II' }])).toBeUndefined();
  });
});

describe('spec §3/§9 last month in GMT+8', () => {
  it('is the previous calendar month by GMT+8 wall clock', () => {
    // 2026-03-01 00:30 GMT+8 is still February 28 in UTC: last month is February GMT+8.
    const at = Date.UTC(2026, 1, 28, 16, 30);
    expect(gmt8PreviousMonth(at)).toEqual({ from: Date.UTC(2026, 1, 1) - 8 * 3600_000, to: Date.UTC(2026, 2, 1) - 8 * 3600_000 });
    // January: last month is December of the year before.
    expect(gmt8PreviousMonth(Date.UTC(2026, 0, 15)).from).toBe(Date.UTC(2025, 11, 1) - 8 * 3600_000);
  });
});
