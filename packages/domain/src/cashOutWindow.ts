// The configured cash-out window of spec §4 (POST /x2/paramConfig/withdraw/get gives startTime/endTime).
import { MS_PER_SECOND, gmt8MsOfDay, parseTimeOfDay } from './gmt8';

/**
 * Cash-out config (spec §3). Times are wall-clock GMT+8 (the platform zone, spec §9), written
 * 'HH:mm' or 'HH:mm:ss' in 24-hour form, e.g. { startTime: '07:00', endTime: '19:00:00' }.
 */
export interface CashOutConfig {
  readonly startTime?: string | null | undefined;
  readonly endTime?: string | null | undefined;
}

/** The window in milliseconds since 0:00 GMT+8, or undefined when the config is missing (spec §3, §4). */
export function cashOutWindowBounds(
  config: CashOutConfig | null | undefined,
): { readonly startMs: number; readonly endMs: number } | undefined {
  if (config === null || config === undefined) return undefined;
  const read = (time: string | null | undefined) => (time ? parseTimeOfDay(time) : undefined);
  const start = read(config.startTime);
  const end = read(config.endTime);
  if (start === undefined || end === undefined) return undefined;
  return { startMs: start * MS_PER_SECOND, endMs: end * MS_PER_SECOND };
}

/**
 * spec §4 cash-out window, for a time of day given as milliseconds since 0:00 GMT+8.
 * Allowed only when the time is strictly between startTime and endTime: the endpoints themselves
 * are closed. Allowed when the config is missing — no config, or a startTime/endTime that is
 * absent, empty or unreadable (a broken config must not lock every player out; the server's own
 * withdrawal rules still apply). When startTime is later than endTime the window runs over
 * midnight (e.g. 22:00–06:00); equal times make an empty window.
 */
export function isWithinCashOutWindow(config: CashOutConfig | null | undefined, msOfDay: number): boolean {
  const bounds = cashOutWindowBounds(config);
  if (bounds === undefined) return true;
  const { startMs, endMs } = bounds;
  // Equal times: nothing lies strictly after the start and strictly before the end.
  if (startMs <= endMs) return msOfDay > startMs && msOfDay < endMs;
  return msOfDay > startMs || msOfDay < endMs;
}

/** spec §4 cash-out window at an instant (epoch ms), read in GMT+8. */
export function isCashOutAllowedAt(config: CashOutConfig | null | undefined, nowMs: number): boolean {
  return isWithinCashOutWindow(config, gmt8MsOfDay(nowMs));
}
