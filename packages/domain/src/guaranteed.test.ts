import { describe, expect, it } from 'vitest';
import {
  guaranteedPayoutMinor,
  guaranteedPeriod,
  guaranteedReceiveStatus,
  guaranteedRunId,
  isGuaranteedLive,
  parseGuaranteedRunId,
  type GuaranteedProgress,
} from './guaranteed';

/** 2026-01-15 at a GMT+8 wall-clock time. */
const gmt8 = (h: number, m = 0, day = 15) => Date.UTC(2026, 0, day, h - 8, m);

describe('spec §3 guaranteed activity period (startTime, endTime)', () => {
  it('is the fixed period, or the GMT+8 daily window of a day', () => {
    expect(guaranteedPeriod({ kind: 'fixed', startTime: 1, endTime: 5 })).toEqual({ start: 1, end: 5 });
    expect(guaranteedPeriod({ kind: 'fixed', startTime: 5, endTime: 5 })).toBeUndefined();
    expect(guaranteedPeriod({ kind: 'daily', start: '10:00', end: '22:00' }, '2026-01-15')).toEqual({ start: gmt8(10), end: gmt8(22) });
    expect(guaranteedPeriod({ kind: 'daily', start: '22:00', end: '10:00' }, '2026-01-15')).toBeUndefined();
    expect(guaranteedPeriod({ kind: 'daily', start: '10:00', end: '22:00' }, '2026-02-30')).toBeUndefined();
    // An unreadable start or end, or an empty window, makes no run (the activity is not listed).
    expect(guaranteedPeriod({ kind: 'daily', start: '10am', end: '22:00' }, '2026-01-15')).toBeUndefined();
    expect(guaranteedPeriod({ kind: 'daily', start: '10:00', end: '10pm' }, '2026-01-15')).toBeUndefined();
    expect(guaranteedPeriod({ kind: 'daily', start: '10:00', end: '10:00' }, '2026-01-15')).toBeUndefined();
  });
  it('names a daily run by its GMT+8 day, and reads it back', () => {
    const daily = { kind: 'daily', start: '00:00', end: '23:59' } as const;
    expect(guaranteedRunId('slots', daily, gmt8(0, 30, 16))).toBe('slots@2026-01-16');
    expect(guaranteedRunId('slots', daily, gmt8(23, 30, 15))).toBe('slots@2026-01-15');
    expect(guaranteedRunId('weekend', { kind: 'fixed', startTime: 0, endTime: 1 }, 0)).toBe('weekend');
    expect(parseGuaranteedRunId('slots@2026-01-16')).toEqual({ activityId: 'slots', dayKey: '2026-01-16' });
    expect(parseGuaranteedRunId('weekend')).toEqual({ activityId: 'weekend', dayKey: undefined });
    // A leading separator is part of a fixed activity's id, never a day of an activity with no name.
    expect(parseGuaranteedRunId('@2026-01-16')).toEqual({ activityId: '@2026-01-16', dayKey: undefined });
  });
  it('is live from its start (included) to its end (excluded)', () => {
    expect(isGuaranteedLive({ start: 10, end: 20 }, 10)).toBe(true);
    expect(isGuaranteedLive({ start: 10, end: 20 }, 20)).toBe(false);
    expect(isGuaranteedLive({ start: 10, end: 20 }, 9)).toBe(false);
  });
});

describe('spec §4 guaranteed receiveStatus and §3 receivedAmount', () => {
  const base: GuaranteedProgress = { nowMs: 15, period: { start: 10, end: 20 }, turnover: 0, minTurnover: 1_000, actAmount: 500, netWinnings: 0, received: undefined };
  it('pays the shortfall of net winnings against the guaranteed amount', () => {
    // A loss is not refunded beyond the guarantee.
    expect(guaranteedPayoutMinor(500, -300)).toBe(500);
    expect(guaranteedPayoutMinor(500, 0)).toBe(500);
    expect(guaranteedPayoutMinor(500, 200)).toBe(300);
    expect(guaranteedPayoutMinor(500, 900)).toBe(0);
  });
  it('defaults to IN_PROGRESS until the minimum turnover is bet', () => {
    expect(guaranteedReceiveStatus(base)).toBe('IN_PROGRESS');
    expect(guaranteedReceiveStatus({ ...base, turnover: 1_000 })).toBe('CLAIMABLE');
  });
  it('has nothing to claim for a player already up by the guaranteed amount', () => {
    expect(guaranteedReceiveStatus({ ...base, turnover: 1_000, netWinnings: 500 })).toBe('IN_PROGRESS');
  });
  it('is RECEIVED once claimed, CLOSED after the end otherwise', () => {
    expect(guaranteedReceiveStatus({ ...base, turnover: 1_000, received: 500, nowMs: 25 })).toBe('RECEIVED');
    expect(guaranteedReceiveStatus({ ...base, turnover: 1_000, nowMs: 20 })).toBe('CLOSED');
    expect(guaranteedReceiveStatus({ ...base, nowMs: 5 })).toBe('IN_PROGRESS');
  });
  it('a guarantee that asks no turnover is claimable from its first instant, not before', () => {
    const free = { ...base, minTurnover: 0 };
    expect(guaranteedReceiveStatus({ ...free, nowMs: 9 })).toBe('IN_PROGRESS');
    expect(guaranteedReceiveStatus({ ...free, nowMs: 10 })).toBe('CLAIMABLE');
  });
});
