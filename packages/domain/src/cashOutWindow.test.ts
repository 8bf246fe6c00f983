import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutWindowBounds, isCashOutAllowedAt, isWithinCashOutWindow } from './cashOutWindow';

const at = (h: number, m = 0, s = 0, ms = 0) => ((h * 60 + m) * 60 + s) * 1000 + ms;
const config = { startTime: '07:00', endTime: '19:00:00' };

describe('spec §4 cash-out window', () => {
  it('is open strictly between start and end', () => {
    expect(isWithinCashOutWindow(config, at(7, 0, 0, 1))).toBe(true);
    expect(isWithinCashOutWindow(config, at(12))).toBe(true);
    expect(isWithinCashOutWindow(config, at(18, 59, 59, 999))).toBe(true);
  });
  it('is closed at the endpoints and outside', () => {
    expect(isWithinCashOutWindow(config, at(7))).toBe(false);
    expect(isWithinCashOutWindow(config, at(19))).toBe(false);
    expect(isWithinCashOutWindow(config, at(6, 59))).toBe(false);
    expect(isWithinCashOutWindow(config, at(23))).toBe(false);
  });
  it('is allowed when the config is missing or unreadable', () => {
    expect(isWithinCashOutWindow(undefined, at(3))).toBe(true);
    expect(isWithinCashOutWindow(null, at(3))).toBe(true);
    expect(isWithinCashOutWindow({}, at(3))).toBe(true);
    expect(isWithinCashOutWindow({ startTime: '', endTime: '19:00' }, at(3))).toBe(true);
    expect(isWithinCashOutWindow({ startTime: '07:00', endTime: null }, at(3))).toBe(true);
    expect(isWithinCashOutWindow({ startTime: '7am', endTime: '7pm' }, at(3))).toBe(true);
    expect(cashOutWindowBounds({ startTime: '07:00', endTime: '25:00' })).toBeUndefined();
  });
  it('runs over midnight when start is after end, and is empty when equal', () => {
    const night = { startTime: '22:00', endTime: '06:00' };
    expect(isWithinCashOutWindow(night, at(23))).toBe(true);
    expect(isWithinCashOutWindow(night, at(1))).toBe(true);
    expect(isWithinCashOutWindow(night, at(22))).toBe(false);
    expect(isWithinCashOutWindow(night, at(6))).toBe(false);
    expect(isWithinCashOutWindow(night, at(12))).toBe(false);
    expect(isWithinCashOutWindow({ startTime: '10:00', endTime: '10:00' }, at(10, 0, 0, 1))).toBe(false);
  });
  it('reads an instant in GMT+8', () => {
    // 23:30 UTC is 07:30 GMT+8 the next day: open. 11:30 UTC is 19:30 GMT+8: closed.
    expect(isCashOutAllowedAt(config, Date.UTC(2026, 10, 22, 23, 30))).toBe(true);
    expect(isCashOutAllowedAt(config, Date.UTC(2026, 10, 23, 11, 30))).toBe(false);
    expect(isCashOutAllowedAt(undefined, Date.UTC(2026, 10, 23, 11, 30))).toBe(true);
  });

  const hhmmss = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), fc.boolean())
    .map(([h, m, s, withSeconds]) => ({
      text: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}${withSeconds ? `:${String(s).padStart(2, '0')}` : ''}`,
      ms: at(h, m, withSeconds ? s : 0),
    }));
  const msOfDay = fc.integer({ min: 0, max: 86_399_999 });

  it('agrees with a reference model (property)', () => {
    fc.assert(
      fc.property(hhmmss, hhmmss, msOfDay, (start, end, t) => {
        const model =
          start.ms < end.ms ? start.ms < t && t < end.ms : start.ms > end.ms ? t > start.ms || t < end.ms : false;
        expect(isWithinCashOutWindow({ startTime: start.text, endTime: end.text }, t)).toBe(model);
      }),
    );
  });
  it('never allows the endpoints themselves (property)', () => {
    fc.assert(
      fc.property(hhmmss, hhmmss, (start, end) => {
        const c = { startTime: start.text, endTime: end.text };
        expect(isWithinCashOutWindow(c, start.ms)).toBe(false);
        expect(isWithinCashOutWindow(c, end.ms)).toBe(false);
      }),
    );
  });
  it('always allows when the config is missing (property)', () => {
    const missing = fc.constantFrom(undefined, null, {}, { startTime: '' }, { endTime: '10:00' }, { startTime: null, endTime: null });
    fc.assert(
      fc.property(missing, msOfDay, (c, t) => {
        expect(isWithinCashOutWindow(c, t)).toBe(true);
      }),
    );
  });
});
