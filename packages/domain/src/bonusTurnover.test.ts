import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_TURNOVER_MULTIPLIER, allocateTurnover, nextBonusStatus, turnoverRequiredMinor, type TurnoverGrant } from './bonusTurnover';

describe('spec §6 bonus turnover before a bonus is withdrawable', () => {
  it('asks amount × multiplier, rounded up to the centavo', () => {
    expect(turnoverRequiredMinor(10_000, 5)).toBe(50_000);
    expect(turnoverRequiredMinor(333, 1.5)).toBe(500);
    expect(turnoverRequiredMinor(10_000, 0)).toBe(0);
    // A ₱0.00 bonus asks no turnover; it is not an error.
    expect(turnoverRequiredMinor(0, 5)).toBe(0);
    expect(() => turnoverRequiredMinor(10_000, -1)).toThrow(/turnover multiplier must be within 0-100, got -1/);
    expect(() => turnoverRequiredMinor(1.5, 1)).toThrow(/bonus amount must be a non-negative integer, got 1.5/);
    expect(() => turnoverRequiredMinor(-1, 1)).toThrow(RangeError);
    expect(() => turnoverRequiredMinor(100, Number.NaN)).toThrow(RangeError);
  });
  it('allows an operator a multiplier up to 100×, read to 2 decimals', () => {
    expect(turnoverRequiredMinor(10_000, MAX_TURNOVER_MULTIPLIER)).toBe(1_000_000);
    expect(() => turnoverRequiredMinor(10_000, 100.01)).toThrow(RangeError);
    // 2.004× is read as 2.00×, 2.006× as 2.01× (never a fraction of a hundredth).
    expect(turnoverRequiredMinor(10_000, 2.004)).toBe(20_000);
    expect(turnoverRequiredMinor(10_000, 2.006)).toBe(20_100);
  });

  const grant = (id: number, grantedTx: number, required: number, done = 0, expiresAt: number | null = null): TurnoverGrant => ({ id, grantedTx, required, done, expiresAt });

  it('counts a bet towards the oldest processing bonus first, the rest rolls on', () => {
    const gained = allocateTurnover([grant(1, 10, 1_000, 400), grant(2, 20, 5_000)], [{ tx: 30, at: 0, amount: 2_000 }]);
    expect([...gained]).toEqual([[1, 600], [2, 1_400]]);
  });

  it('ignores bets placed before a bonus was granted, or after it expired', () => {
    const gained = allocateTurnover(
      [grant(1, 10, 1_000, 0, 5_000), grant(2, 20, 1_000)],
      [
        { tx: 5, at: 1_000, amount: 500 },
        { tx: 15, at: 1_000, amount: 300 },
        { tx: 25, at: 6_000, amount: 200 },
      ],
    );
    expect([...gained]).toEqual([[1, 300], [2, 200]]);
  });

  it('counts only bets of later transactions, and none placed at the expiry instant', () => {
    // The grant's own transaction is not a bet after it.
    expect([...allocateTurnover([grant(1, 10, 1_000)], [{ tx: 10, at: 0, amount: 500 }])]).toEqual([]);
    expect([...allocateTurnover([grant(1, 10, 1_000, 0, 5_000)], [{ tx: 11, at: 5_000, amount: 500 }])]).toEqual([]);
    expect([...allocateTurnover([grant(1, 10, 1_000, 0, 5_000)], [{ tx: 11, at: 4_999, amount: 500 }])]).toEqual([[1, 500]]);
  });

  it('counts a bet again after its refund, up to what the bonus still needs', () => {
    const gained = allocateTurnover(
      [grant(1, 10, 1_000, 100)],
      [
        { tx: 20, at: 0, amount: 600 },
        { tx: 21, at: 0, amount: -600 },
        { tx: 22, at: 0, amount: 2_000 },
      ],
    );
    expect([...gained]).toEqual([[1, 900]]);
  });

  it('takes back turnover counted before this evaluation and in it, but never twice', () => {
    // 100 counted earlier, 200 now: a refund of 300 takes both back.
    expect([...allocateTurnover([grant(1, 10, 1_000, 100)], [{ tx: 20, at: 0, amount: 200 }, { tx: 21, at: 0, amount: -300 }])]).toEqual([[1, -100]]);
    // Two refunds of 400 against 600 counted take back 600, not 800.
    expect([...allocateTurnover([grant(1, 10, 1_000, 600)], [{ tx: 20, at: 0, amount: -400 }, { tx: 21, at: 0, amount: -400 }])]).toEqual([[1, -600]]);
  });

  it('counts nothing for a stake that is not a positive amount', () => {
    expect([...allocateTurnover([grant(1, 10, 1_000)], [{ tx: 20, at: 0, amount: Number.NaN }])]).toEqual([]);
    expect([...allocateTurnover([grant(1, 10, 1_000)], [{ tx: 20, at: 0, amount: 0 }])]).toEqual([]);
  });

  it('takes a refund back only from bonuses given before it', () => {
    // A refund in the grant's own transaction is not one of its bets.
    expect([...allocateTurnover([grant(1, 30, 1_000, 500)], [{ tx: 30, at: 0, amount: -200 }])]).toEqual([]);
  });

  it('takes a stake given back (refund) out of the turnover: a bet and its refund count nothing', () => {
    // Counted and refunded in one evaluation …
    expect([...allocateTurnover([grant(1, 10, 1_000)], [{ tx: 20, at: 0, amount: 600 }, { tx: 30, at: 0, amount: -600 }])]).toEqual([]);
    // … or the refund of a bet an earlier evaluation counted.
    expect([...allocateTurnover([grant(1, 10, 1_000, 600)], [{ tx: 30, at: 0, amount: -600 }])]).toEqual([[1, -600]]);
  });

  it('takes a refund back oldest bonus first, never below zero, never from a bonus given after it', () => {
    const gained = allocateTurnover([grant(1, 10, 1_000, 200), grant(2, 12, 1_000, 300), grant(3, 40, 1_000, 100)], [{ tx: 30, at: 0, amount: -400 }]);
    expect([...gained]).toEqual([[1, -200], [2, -200]]);
  });

  it('never counts more than a stake, nor more than a bonus needs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ required: fc.nat(10_000), done: fc.nat(10_000) }), { maxLength: 4 }),
        fc.array(fc.record({ tx: fc.integer({ min: 1, max: 20 }), amount: fc.integer({ min: -5, max: 5_000 }) }), { maxLength: 8 }),
        (gs, bets) => {
          const grants = gs.map((g, i) => grant(i, i, g.required, g.done));
          const gained = allocateTurnover(grants, bets.map((b) => ({ ...b, at: 0 })));
          const total = [...gained.values()].reduce((s, v) => s + v, 0);
          expect(total).toBeLessThanOrEqual(bets.reduce((s, b) => s + Math.max(0, b.amount), 0));
          for (const g of grants) expect(gained.get(g.id) ?? 0).toBeLessThanOrEqual(Math.max(0, g.required - g.done));
          // A refund takes back at most what was counted: turnover never goes below zero.
          for (const g of grants) expect(g.done + (gained.get(g.id) ?? 0)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('spec §4 bonus status processing → completed | expired', () => {
  it('completes when the turnover is met, even past the expiry', () => {
    expect(nextBonusStatus({ status: 'processing', required: 100, done: 100, expiresAt: 10 }, 20)).toBe('completed');
    expect(nextBonusStatus({ status: 'processing', required: 0, done: 0, expiresAt: null }, 0)).toBe('completed');
  });
  it('expires when the time runs out with turnover open', () => {
    expect(nextBonusStatus({ status: 'processing', required: 100, done: 99, expiresAt: 10 }, 10)).toBe('expired');
    expect(nextBonusStatus({ status: 'processing', required: 100, done: 99, expiresAt: 10 }, 9)).toBeUndefined();
    expect(nextBonusStatus({ status: 'processing', required: 100, done: 0, expiresAt: null }, 1e15)).toBeUndefined();
  });
  it('never changes a final state', () => {
    expect(nextBonusStatus({ status: 'completed', required: 100, done: 100, expiresAt: 10 }, 20)).toBeUndefined();
    expect(nextBonusStatus({ status: 'expired', required: 100, done: 100, expiresAt: 10 }, 20)).toBeUndefined();
  });
});
