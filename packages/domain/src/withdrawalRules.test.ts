import { describe, expect, it } from 'vitest';
import {
  actualWithdrawalMinor,
  isBusinessDay,
  withdrawalDueBy,
  checkDepositAmount,
  checkWithdrawalAmount,
  checkWithdrawalTime,
  isSecurityChangeBlocking,
  isWithinWithdrawalHours,
  withdrawalFeeMinor,
  depositBonusMinor,
  withdrawalCountDayStart,
} from './withdrawalRules';

// Wall-clock GMT+8 on 2026-11-23 as an instant.
const gmt8 = (h: number, m = 0, ms = 0) => Date.UTC(2026, 10, 23, h - 8, m, 0, ms);
const HOUR = 3600_000;

describe('spec §9 withdrawal hours 7:00–19:00 GMT+8', () => {
  it('opens at 7:00 and closes at 19:00', () => {
    expect(isWithinWithdrawalHours(gmt8(6, 59))).toBe(false);
    expect(isWithinWithdrawalHours(gmt8(7))).toBe(true);
    expect(isWithinWithdrawalHours(gmt8(18, 59))).toBe(true);
    expect(isWithinWithdrawalHours(gmt8(19))).toBe(false);
    expect(isWithinWithdrawalHours(gmt8(23))).toBe(false);
  });
  it('refuses outside hours with the withdrawalHours message', () => {
    expect(checkWithdrawalTime(gmt8(20))).toEqual({ ok: false, error: 'withdrawalHours' });
    expect(checkWithdrawalTime(gmt8(10))).toEqual({ ok: true });
  });
});

describe('spec §6 withdrawals blocked 24 h after a password or security change', () => {
  const change = gmt8(9);
  it('blocks for exactly 24 h', () => {
    expect(isSecurityChangeBlocking(undefined, change)).toBe(false);
    expect(isSecurityChangeBlocking(null, change)).toBe(false);
    expect(isSecurityChangeBlocking(change, change + 24 * HOUR - 1)).toBe(true);
    expect(isSecurityChangeBlocking(change, change + 24 * HOUR)).toBe(false);
    expect(isSecurityChangeBlocking(change + HOUR, change)).toBe(true);
  });
  it('reports the block before the hours', () => {
    expect(checkWithdrawalTime(change + HOUR, change)).toEqual({ ok: false, error: 'securityChangeBlock' });
    expect(checkWithdrawalTime(change + 12 * HOUR, change)).toEqual({ ok: false, error: 'securityChangeBlock' });
    expect(checkWithdrawalTime(change + 25 * HOUR, change)).toEqual({ ok: true });
  });
});

describe('spec §5 deposit and withdrawal amounts', () => {
  const bounds = { minMinor: 10_000, maxMinor: 5_000_000 };
  it('requires a custom deposit amount within bounds', () => {
    expect(checkDepositAmount(undefined, bounds)).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkDepositAmount(0, bounds)).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkDepositAmount(1.5, bounds)).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkDepositAmount(9_999, bounds)).toEqual({ ok: false, error: 'amountBelowMin' });
    expect(checkDepositAmount(5_000_001, bounds)).toEqual({ ok: false, error: 'amountAboveMax' });
    expect(checkDepositAmount(10_000, bounds)).toEqual({ ok: true });
    expect(checkDepositAmount(5_000_000, bounds)).toEqual({ ok: true });
  });
  it('checks withdrawal bounds, balance and count limit', () => {
    const base = { ...bounds, availableMinor: 50_000, withdrawalsSoFar: 0, maxWithdrawals: 3 };
    expect(checkWithdrawalAmount({ ...base, amountMinor: 20_000 })).toEqual({ ok: true });
    expect(checkWithdrawalAmount({ ...base, amountMinor: undefined })).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkWithdrawalAmount({ ...base, amountMinor: 5_000 })).toEqual({ ok: false, error: 'amountBelowMin' });
    expect(checkWithdrawalAmount({ ...base, amountMinor: 60_000 })).toEqual({
      ok: false,
      error: 'insufficientAvailableBalance',
    });
    expect(checkWithdrawalAmount({ ...base, amountMinor: 20_000, withdrawalsSoFar: 3 })).toEqual({
      ok: false,
      error: 'withdrawalCountLimit',
    });
    expect(checkWithdrawalAmount({ ...bounds, availableMinor: 50_000, amountMinor: 20_000 })).toEqual({ ok: true });
  });
  it('lets a player take out the whole available balance, not a centavo more', () => {
    const base = { ...bounds, availableMinor: 50_000 };
    expect(checkWithdrawalAmount({ ...base, amountMinor: 50_000 })).toEqual({ ok: true });
    expect(checkWithdrawalAmount({ ...base, amountMinor: 50_001 })).toEqual({ ok: false, error: 'insufficientAvailableBalance' });
  });
  it('pays out the amount less the fee', () => {
    expect(actualWithdrawalMinor(20_000, 500)).toBe(19_500);
    expect(actualWithdrawalMinor(100, 500)).toBe(0);
  });
});

describe('spec §4 withdrawal handled within one business day', () => {
  // 2026-11-23 is a Monday; wall-clock GMT+8.
  const at = (day: number, h = 10) => Date.UTC(2026, 10, day, h - 8);
  it('knows business days in GMT+8', () => {
    expect(isBusinessDay(at(23))).toBe(true);
    expect(isBusinessDay(at(27))).toBe(true);
    expect(isBusinessDay(at(28))).toBe(false);
    expect(isBusinessDay(at(29))).toBe(false);
    // Sunday 23:00 GMT+8 is still Sunday even though it is Sunday 15:00 UTC.
    expect(isBusinessDay(at(29, 23))).toBe(false);
  });
  it('is due the same time on the next business day', () => {
    expect(withdrawalDueBy(at(23))).toBe(at(24));
    expect(withdrawalDueBy(at(27))).toBe(at(30));
    expect(withdrawalDueBy(at(28))).toBe(at(30));
    expect(withdrawalDueBy(at(29, 23))).toBe(at(30, 23));
  });
});

describe('spec §3 withdrawal fee and actual amount', () => {
  it('rounds the rate part up, adds the fixed part, never exceeds the amount', () => {
    expect(withdrawalFeeMinor(10_000, 200, 0)).toBe(200);
    expect(withdrawalFeeMinor(10_001, 200, 0)).toBe(201);
    expect(withdrawalFeeMinor(10_000, 0, 500)).toBe(500);
    expect(withdrawalFeeMinor(100, 0, 500)).toBe(100);
    expect(withdrawalFeeMinor(0, 200, 5)).toBe(0);
    // No amount, no fee: a negative or unreadable amount never turns the fee into a credit or NaN.
    expect(withdrawalFeeMinor(-10_000, 200, 500)).toBe(0);
    expect(withdrawalFeeMinor(Number.NaN, 200, 500)).toBe(0);
    expect(actualWithdrawalMinor(10_000, withdrawalFeeMinor(10_000, 200, 0))).toBe(9_800);
  });
});

describe('spec §7 payListActivity deposit bonus', () => {
  const activity = { minDepositMinor: 10_000, bonusRateBps: 1_000, maxBonusMinor: 50_000 };
  it('pays nothing below the minimum deposit, the rounded-down rate above it, capped at the maximum', () => {
    expect(depositBonusMinor(9_999, activity)).toBe(0);
    expect(depositBonusMinor(10_000, activity)).toBe(1_000);
    expect(depositBonusMinor(10_009, activity)).toBe(1_000);
    expect(depositBonusMinor(10_000_000, activity)).toBe(50_000);
    expect(depositBonusMinor(10_000_000, { ...activity, maxBonusMinor: 0 })).toBe(1_000_000);
    // Never a negative bonus, even for a reversal under a minimum written below zero by mistake.
    expect(depositBonusMinor(-10_000, { ...activity, minDepositMinor: -20_000 })).toBe(0);
  });
});

describe('spec §5/§9 withdrawal count day (GMT+8 settlement day)', () => {
  it('starts at 0:00 GMT+8, i.e. 16:00 UTC the day before', () => {
    expect(withdrawalCountDayStart(gmt8(10))).toBe(Date.UTC(2026, 10, 22, 16));
    expect(withdrawalCountDayStart(gmt8(0))).toBe(gmt8(0));
    expect(withdrawalCountDayStart(gmt8(23, 59))).toBe(gmt8(0));
  });
});
