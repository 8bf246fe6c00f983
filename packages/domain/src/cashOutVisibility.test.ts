import { describe, expect, it } from 'vitest';
import { isCashOutVisible } from './cashOutVisibility';

const records = (...types: number[]) => types.map((amountType) => ({ amountType }));

describe('spec §6 cash-out option visibility', () => {
  it('is always visible in the main app', () => {
    expect(isCashOutVisible({ isMainApp: true, loggedIn: false, hasDeposited: false, financeRecords: [] })).toBe(true);
  });
  it('needs login, a deposit and a record of amountType ≥ 9 elsewhere', () => {
    const base = { isMainApp: false, loggedIn: true, hasDeposited: true };
    expect(isCashOutVisible({ ...base, financeRecords: records(1, 9) })).toBe(true);
    expect(isCashOutVisible({ ...base, financeRecords: records(12) })).toBe(true);
    expect(isCashOutVisible({ ...base, financeRecords: records(1, 8) })).toBe(false);
    expect(isCashOutVisible({ ...base, loggedIn: false, financeRecords: records(9) })).toBe(false);
    expect(isCashOutVisible({ ...base, hasDeposited: false, financeRecords: records(9) })).toBe(false);
  });
  it('reads only the first 20 records', () => {
    const base = { isMainApp: false, loggedIn: true, hasDeposited: true };
    expect(isCashOutVisible({ ...base, financeRecords: [...records(...Array<number>(20).fill(1)), { amountType: 9 }] })).toBe(false);
    expect(isCashOutVisible({ ...base, financeRecords: [...records(...Array<number>(19).fill(1)), { amountType: 9 }] })).toBe(true);
  });
});
