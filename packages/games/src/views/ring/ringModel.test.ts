import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addToSlip, fieldAt, slipTotal, spinTo } from './ringModel';

describe('ring wheel geometry', () => {
  it('always spins forward at least the given turns and stops the drawn field under the pointer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 50_000 }), fc.integer({ min: 0, max: 31 }), (current, field) => {
        const next = spinTo(current, field, 32);
        expect(next - current).toBeGreaterThanOrEqual(4 * 360);
        expect(fieldAt(next, 32)).toBe(field);
      }),
    );
  });

  it('adds stakes per colour and totals the slip', () => {
    const slip = addToSlip(addToSlip(addToSlip({}, 'grey', 100), 'grey', 200), 'green', 500);
    expect(slip).toEqual({ grey: 300, green: 500 });
    expect(slipTotal(slip)).toBe(800);
  });
});
