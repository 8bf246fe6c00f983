import { describe, expect, it } from 'vitest';
import { GMT8_LABEL, addDays, formatGmt8, gmt8DayKey, gmt8DayStart, gmt8MsOfDay, gmt8Parts, gmt8StartOfDay, parseTimeOfDay } from './gmt8';

// 2026-11-23T00:00:00Z is 08:00 GMT+8 on Monday 2026-11-23.
const MON_0800 = Date.UTC(2026, 10, 23, 0, 0, 0);

describe('spec §9 GMT+8 calendar', () => {
  it('reads wall-clock fields in GMT+8 whatever the machine zone', () => {
    expect(gmt8Parts(MON_0800)).toEqual({
      year: 2026, month: 11, day: 23, hour: 8, minute: 0, second: 0, millisecond: 0, isoWeekday: 1,
    });
    expect(gmt8Parts(Date.UTC(2026, 10, 22, 16, 0)).isoWeekday).toBe(1);
    expect(gmt8Parts(Date.UTC(2026, 10, 22, 15, 59)).isoWeekday).toBe(7);
  });
  it('turns the day at 16:00 UTC', () => {
    expect(gmt8DayKey(Date.UTC(2026, 10, 22, 15, 59, 59, 999))).toBe('2026-11-22');
    expect(gmt8DayKey(Date.UTC(2026, 10, 22, 16, 0))).toBe('2026-11-23');
    expect(gmt8StartOfDay(MON_0800)).toBe(Date.UTC(2026, 10, 22, 16, 0));
    expect(gmt8MsOfDay(MON_0800)).toBe(8 * 3600_000);
  });
  it('handles instants before 1970', () => {
    expect(gmt8DayKey(Date.UTC(1969, 11, 31, 17, 0))).toBe('1970-01-01');
    expect(gmt8MsOfDay(Date.UTC(1969, 11, 31, 17, 0))).toBe(3600_000);
  });
  it('maps day keys to their start and steps days', () => {
    expect(gmt8DayStart('2026-11-23')).toBe(Date.UTC(2026, 10, 22, 16, 0));
    expect(gmt8DayStart('2026-02-30')).toBeUndefined();
    expect(gmt8DayStart('26-1-1')).toBeUndefined();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(() => addDays('nope', 1)).toThrow(RangeError);
    expect(() => gmt8Parts(Number.NaN)).toThrow(RangeError);
  });
  it('parses HH:mm and HH:mm:ss times of day', () => {
    expect(parseTimeOfDay('07:00')).toBe(7 * 3600);
    expect(parseTimeOfDay('7:05')).toBe(7 * 3600 + 300);
    expect(parseTimeOfDay('19:00:30')).toBe(19 * 3600 + 30);
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('23:59:59')).toBe(86_399);
    for (const bad of ['24:00', '12:60', '12:00:60', '1200', '', 'ab:cd', '12:5']) {
      expect(parseTimeOfDay(bad)).toBeUndefined();
    }
  });
});

describe('spec §9 times shown in GMT+8', () => {
  it('writes an instant as GMT+8 wall-clock time whatever the device zone', () => {
    const at = Date.UTC(2026, 0, 15, 23, 30); // 2026-01-16 07:30 GMT+8
    expect(formatGmt8(at, 'en-US', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' })).toBe('1/16/26, 07:30');
    expect(formatGmt8(at, 'en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('07:30');
    expect(GMT8_LABEL).toBe('GMT+8');
    expect(() => formatGmt8(Number.NaN, 'en-US', {})).toThrow(RangeError);
  });
});
