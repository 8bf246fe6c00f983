import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { assertStake, checkStakeLimits, isMinorAmount, mulDivFloor, sumMinor } from './money';

describe('money in minor units', () => {
  it('mulDivFloor is floor(a × n / d) exactly, in and beyond the safe-integer range', () => {
    fc.assert(
      fc.property(
        fc.nat(Number.MAX_SAFE_INTEGER),
        fc.nat(1e9),
        fc.integer({ min: 1, max: 1e9 }),
        (a, n, d) => {
          const exact = (BigInt(a) * BigInt(n)) / BigInt(d);
          if (exact > BigInt(Number.MAX_SAFE_INTEGER)) {
            expect(() => mulDivFloor(a, n, d)).toThrow(RangeError);
          } else {
            expect(mulDivFloor(a, n, d)).toBe(Number(exact));
          }
        },
      ),
    );
    expect(mulDivFloor(-7, 1, 2)).toBe(-4);
    // An exact negative share is not rounded further down.
    expect(mulDivFloor(-100, 1, 5)).toBe(-20);
    expect(() => mulDivFloor(1, 1, 0)).toThrow(/denominator must be positive/);
    // A negative product beyond 2^53 is floored too, never truncated towards zero.
    expect(mulDivFloor(-(2 ** 52) - 1, 3, 2)).toBe(-6_755_399_441_055_746);
    expect(() => mulDivFloor(Number.MAX_SAFE_INTEGER, 4, 2)).toThrow(/result is not a safe integer/);
  });

  it('accepts only whole stakes within the limits', () => {
    const limits = { minStake: 100, maxStake: 500 };
    expect(() => assertStake(100, limits)).not.toThrow();
    expect(() => assertStake(500, limits)).not.toThrow();
    for (const bad of [99, 501, 100.5, -100, Number.NaN, '100', null]) {
      expect(() => assertStake(bad, limits)).toThrow(EngineError);
    }
    expect(isMinorAmount(2 ** 53)).toBe(false);
    expect(isMinorAmount(0)).toBe(true);
    expect(isMinorAmount(-1)).toBe(false);
    expect(() => assertStake(99, limits)).toThrow(/stake must be between 100 and 500 minor units/);
    expect(() => assertStake(1.5, limits)).toThrow(/stake must be a whole number of minor units/);
  });

  it('refuses nonsense limits and unsafe sums', () => {
    expect(() => checkStakeLimits({ minStake: 0, maxStake: 10 })).toThrow(/minStake/);
    expect(() => checkStakeLimits({ minStake: 10, maxStake: 5 })).toThrow(/maxStake must be an integer of minor units, at least minStake/);
    expect(() => checkStakeLimits({ minStake: 0, maxStake: 10 })).toThrow(/minStake must be a positive integer of minor units/);
    // One fixed stake (min = max) is a valid table; so is a ₱0.01 minimum.
    expect(() => checkStakeLimits({ minStake: 10, maxStake: 10 })).not.toThrow();
    expect(() => checkStakeLimits({ minStake: 1, maxStake: 10 })).not.toThrow();
    expect(sumMinor([1, 2, 3])).toBe(6);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 2])).toThrow(/sumMinor: total is not a safe integer/);
    expect(sumMinor([500, -200])).toBe(300);
    expect(sumMinor([])).toBe(0);
  });
});
