import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPIN_MAX_TOTAL_WEIGHT, isSpinWeightTable, spinDrawIndex, spinFairMessage, spinTopMoneyPrize } from './spinDraw';

const hex = (u: number) => u.toString(16).padStart(8, '0') + 'ab'.repeat(28);

describe('spec §9 spin wheel: the provably fair weighted draw', () => {
  it('signs `${clientSeed}:${nonce}`', () => {
    expect(spinFairMessage('lucky', 7)).toBe('lucky:7');
    // A player's first spin has nonce 0: it is signed like any other.
    expect(spinFairMessage('lucky', 0)).toBe('lucky:0');
    expect(() => spinFairMessage('x', -1)).toThrow(/nonce must be a non-negative integer, got -1/);
    expect(() => spinFairMessage('x', 1.5)).toThrow(RangeError);
  });
  it('maps the first 4 bytes to cumulative weight buckets', () => {
    const weights = [1, 0, 3];
    expect(spinDrawIndex(hex(0), weights)).toBe(0);
    // u / 2^32 just below 1/4 → bucket 0; at 1/4 → bucket 2 (the weight-0 segment is skipped).
    expect(spinDrawIndex(hex(0x3fff_ffff), weights)).toBe(0);
    expect(spinDrawIndex(hex(0x4000_0000), weights)).toBe(2);
    expect(spinDrawIndex(hex(0xffff_ffff), weights)).toBe(2);
    expect(spinDrawIndex('FFFFFFFF', [5, 5])).toBe(1);
  });
  it('never picks a zero-weight segment and always answers an index in range', () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffff_ffff }), fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 12 }), (u, weights) => {
        fc.pre(weights.some((w) => w > 0));
        const i = spinDrawIndex(hex(u), weights);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(weights.length);
        expect(weights[i]).toBeGreaterThan(0);
      }),
    );
  });
  it('gives each segment exactly its share of the 2^32 digests', () => {
    // Segment boundaries of [1, 2, 1]: u < 2^30 → 0, < 3·2^30 → 1, else 2.
    expect(spinDrawIndex(hex(0x4000_0000 - 1), [1, 2, 1])).toBe(0);
    expect(spinDrawIndex(hex(0x4000_0000), [1, 2, 1])).toBe(1);
    expect(spinDrawIndex(hex(0xc000_0000 - 1), [1, 2, 1])).toBe(1);
    expect(spinDrawIndex(hex(0xc000_0000), [1, 2, 1])).toBe(2);
  });
  it('refuses malformed digests and weight tables, saying which', () => {
    expect(() => spinDrawIndex('xyz', [1])).toThrow(/digest must be at least 8 hex digits/);
    // The 8 hex digits must open the digest, and the whole digest must be hex.
    expect(() => spinDrawIndex('zz' + hex(0), [1])).toThrow(/digest/);
    expect(() => spinDrawIndex(hex(0) + 'zz', [1])).toThrow(/digest/);
    expect(() => spinDrawIndex(hex(1), [2, -1])).toThrow(/weights must be non-negative integers with a total in \[1, 1048576\]/);
    expect(() => spinDrawIndex(hex(1), [])).toThrow(RangeError);
    expect(() => spinDrawIndex(hex(1), [0, 0])).toThrow(RangeError);
    expect(isSpinWeightTable([1, -1])).toBe(false);
    // A negative weight is refused even when the total still lands in [1, 2^20].
    expect(isSpinWeightTable([-1, 2])).toBe(false);
    expect(isSpinWeightTable([0, 0])).toBe(false);
    // The smallest drawable table: one segment of weight 1.
    expect(isSpinWeightTable([1])).toBe(true);
    expect(isSpinWeightTable([0, 1])).toBe(true);
    expect(isSpinWeightTable([0.5, 1])).toBe(false);
    expect(isSpinWeightTable([SPIN_MAX_TOTAL_WEIGHT, 1])).toBe(false);
    expect(isSpinWeightTable([SPIN_MAX_TOTAL_WEIGHT])).toBe(true);
  });
});

describe('spec §3 spin: the top money prize a promo card names (issue 24)', () => {
  it('is the largest drawable bonus or balance award', () => {
    expect(
      spinTopMoneyPrize([
        { awardType: 'bonus', award: 500, weight: 300 },
        { awardType: 'points', award: 900000, weight: 10 },
        { awardType: 'balance', award: 100000, weight: 1 },
        { awardType: 'bonus', award: 999999, weight: 0 },
      ]),
    ).toBe(100000);
    // A bonus is money too, wherever the largest one stands in the table.
    expect(spinTopMoneyPrize([{ awardType: 'bonus', award: 500, weight: 1 }])).toBe(500);
    expect(
      spinTopMoneyPrize([
        { awardType: 'balance', award: 700, weight: 1 },
        { awardType: 'bonus', award: 200, weight: 1 },
      ]),
    ).toBe(700);
  });
  it('is null when no drawable segment pays money', () => {
    expect(spinTopMoneyPrize([{ awardType: 'points', award: 100, weight: 5 }, { awardType: 'spinTicket', award: 1, weight: 5 }])).toBeNull();
    expect(spinTopMoneyPrize([{ awardType: 'bonus', award: 500, weight: 0 }])).toBeNull();
    // A drawable "₱0.00" segment is no prize to advertise.
    expect(spinTopMoneyPrize([{ awardType: 'bonus', award: 0, weight: 5 }])).toBeNull();
    expect(spinTopMoneyPrize([])).toBeNull();
  });
});
