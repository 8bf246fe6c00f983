import { describe, expect, it } from 'vitest';
import { clampStake, stakeSteps } from './stake';

describe('stake steps', () => {
  it('offers the 1-2-5 ladder of pesos within the limits', () => {
    expect(stakeSteps(100, 5_000)).toEqual([100, 200, 500, 1_000, 2_000, 5_000]);
    expect(stakeSteps(150, 1_000)).toEqual([150, 200, 500, 1_000]);
  });
  it('keeps a stake within the limits in whole minor units', () => {
    expect(clampStake(50, 100, 1000)).toBe(100);
    expect(clampStake(99_999, 100, 1000)).toBe(1000);
    expect(clampStake(Number.NaN, 100, 1000)).toBe(100);
    expect(clampStake(250.6, 100, 1000)).toBe(251);
  });
});
