// Calendar arithmetic in the platform's zone: GMT+8 (spec §9 "Daily settlement 0:00 GMT+8").
// A fixed UTC+8 offset with no daylight saving (true of Asia/Manila), so no time-zone database
// is needed and results never depend on the machine's zone.

/** Offset of the platform zone from UTC (spec §9: GMT+8, no DST). */
export const GMT8_OFFSET_MS = 8 * 60 * 60 * 1000;
export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;
export const SECONDS_PER_DAY = 24 * 60 * 60;

/** A calendar day in GMT+8 written 'YYYY-MM-DD', the key of daily rules (popups, settlement). */
export type DayKey = string;

export interface Gmt8Parts {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  readonly isoWeekday: number;
}

function assertInstant(ms: number): void {
  if (!Number.isFinite(ms)) throw new RangeError(`instant must be finite epoch milliseconds, got ${String(ms)}`);
}

/** Wall-clock fields of an instant in GMT+8 (spec §9). */
export function gmt8Parts(epochMs: number): Gmt8Parts {
  assertInstant(epochMs);
  const shifted = new Date(epochMs + GMT8_OFFSET_MS);
  const weekday = shifted.getUTCDay();
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
    isoWeekday: weekday === 0 ? 7 : weekday,
  };
}

/** Milliseconds since 0:00 GMT+8 of the instant's day (spec §9). */
export function gmt8MsOfDay(epochMs: number): number {
  assertInstant(epochMs);
  const local = epochMs + GMT8_OFFSET_MS;
  return ((local % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
}

/** The instant of 0:00 GMT+8 that starts the instant's day (spec §9). */
export function gmt8StartOfDay(epochMs: number): number {
  return epochMs - gmt8MsOfDay(epochMs);
}

/** The GMT+8 calendar day of an instant as 'YYYY-MM-DD' (spec §4 daily rules, §9). */
export function gmt8DayKey(epochMs: number): DayKey {
  const p = gmt8Parts(epochMs);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant 0:00 GMT+8 of a 'YYYY-MM-DD' day key, or undefined if the key is not a real date (spec §9). */
export function gmt8DayStart(day: DayKey): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const start = utc - GMT8_OFFSET_MS;
  return gmt8DayKey(start) === day ? start : undefined;
}

/** The day key after (or before, with a negative count) a day key (spec §9). */
export function addDays(day: DayKey, count: number): DayKey {
  const start = gmt8DayStart(day);
  if (start === undefined) throw new RangeError(`not a day key: ${day}`);
  return gmt8DayKey(start + count * MS_PER_DAY);
}

/**
 * Reads a time of day 'HH:mm' or 'HH:mm:ss' (24-hour, hours 00–23, one-digit hours allowed) into
 * seconds since midnight, or undefined when malformed. Used for config times (cash-out window)
 * and fixed schedules (special draws) (spec §3 cash-out config, §4).
 */
export function parseTimeOfDay(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (match === null) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return hours * 3600 + minutes * 60 + seconds;
}

/** How the platform zone is named next to a time shown to the player (spec §9). */
export const GMT8_LABEL = 'GMT+8';

/**
 * An instant written as GMT+8 wall-clock time in a locale's style (spec §9: withdrawal hours and
 * daily settlement are GMT+8), whatever the device's zone, so a record's time agrees with the
 * 7:00-19:00 window and the 0:00 settlement it is judged by. Formats the shifted instant as UTC:
 * no time-zone database needed.
 */
export function formatGmt8(epochMs: number, locale: string, options: Intl.DateTimeFormatOptions): string {
  assertInstant(epochMs);
  return new Date(epochMs + GMT8_OFFSET_MS).toLocaleString(locale, { ...options, timeZone: 'UTC' });
}
