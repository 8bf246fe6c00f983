import { describe, expect, it } from 'vitest';
import { SETTLEMENT_CURRENCY } from './constants';
import { nextSettlementAt, settlementDay } from './settlement';

describe('spec §9 daily settlement 0:00 GMT+8', () => {
  it('assigns instants to their GMT+8 day', () => {
    expect(settlementDay(Date.UTC(2026, 10, 23, 15, 59, 59))).toBe('2026-11-23');
    expect(settlementDay(Date.UTC(2026, 10, 23, 16, 0, 0))).toBe('2026-11-24');
    expect(SETTLEMENT_CURRENCY).toBe('PHP');
  });
  it('gives the next 0:00 GMT+8 strictly after the instant', () => {
    expect(nextSettlementAt(Date.UTC(2026, 10, 23, 3))).toBe(Date.UTC(2026, 10, 23, 16));
    expect(nextSettlementAt(Date.UTC(2026, 10, 23, 16))).toBe(Date.UTC(2026, 10, 24, 16));
  });
});
