import { describe, expect, it } from 'vitest';
import { progressRatio, vipProgressPercent } from './vipProgress';

describe('spec §9 VIP progress', () => {
  it('is 50 % bet progress plus 50 % deposit progress', () => {
    expect(
      vipProgressPercent({ currentActualBetAmount: 500, ruleBetAmount: 1000, currentActualDeposit: 250, ruleDeposit: 1000 }),
    ).toBeCloseTo(37.5);
    expect(
      vipProgressPercent({ currentActualBetAmount: 0, ruleBetAmount: 1000, currentActualDeposit: 0, ruleDeposit: 1000 }),
    ).toBe(0);
  });
  it('clamps each part to [0, 1]', () => {
    expect(
      vipProgressPercent({ currentActualBetAmount: 5000, ruleBetAmount: 1000, currentActualDeposit: 0, ruleDeposit: 1000 }),
    ).toBe(50);
    expect(
      vipProgressPercent({ currentActualBetAmount: -10, ruleBetAmount: 1000, currentActualDeposit: 9e9, ruleDeposit: 1 }),
    ).toBe(50);
    expect(progressRatio(Number.NaN, 10)).toBe(0);
  });
  it('counts a rule amount of 0 as met', () => {
    expect(
      vipProgressPercent({ currentActualBetAmount: 0, ruleBetAmount: 0, currentActualDeposit: 500, ruleDeposit: 1000 }),
    ).toBe(75);
    expect(
      vipProgressPercent({ currentActualBetAmount: 0, ruleBetAmount: 0, currentActualDeposit: 0, ruleDeposit: 0 }),
    ).toBe(100);
  });
});
