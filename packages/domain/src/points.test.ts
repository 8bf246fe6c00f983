import { describe, expect, it } from 'vitest';
import { DAILY_LOGIN_POINTS, SPIN_COST_POINTS, buySpin, canBuySpin, spinsAffordable } from './points';

describe('spec §9 points', () => {
  it('a spin costs 200 points; daily login gives 35', () => {
    expect(SPIN_COST_POINTS).toBe(200);
    expect(DAILY_LOGIN_POINTS).toBe(35);
    expect(canBuySpin(199)).toBe(false);
    expect(canBuySpin(200)).toBe(true);
    expect(spinsAffordable(650)).toBe(3);
    expect(spinsAffordable(-5)).toBe(0);
  });
  it('spends points on a spin or refuses', () => {
    expect(buySpin(250)).toEqual({ ok: true, points: 50 });
    expect(buySpin(150)).toEqual({ ok: false, error: 'notEnoughPoints' });
  });
});
