// Special draw countdowns at 13:45, 16:45 and 20:45 daily, GMT+8 (spec §4).
import { MS_PER_DAY, MS_PER_SECOND, gmt8MsOfDay, parseTimeOfDay } from './gmt8';

/** Daily special draw times, GMT+8 (spec §4). */
export const SPECIAL_DRAW_TIMES = ['13:45', '16:45', '20:45'] as const;

const DRAW_MS_OF_DAY = SPECIAL_DRAW_TIMES.map((t) => (parseTimeOfDay(t) ?? 0) * MS_PER_SECOND);

/**
 * spec §4: the next special draw strictly after now (at the draw's own instant the countdown
 * moves on to the next one), and the milliseconds until it.
 */
export function nextSpecialDraw(nowMs: number): { readonly atMs: number; readonly remainingMs: number } {
  const msOfDay = gmt8MsOfDay(nowMs);
  const dayStart = nowMs - msOfDay;
  const today = DRAW_MS_OF_DAY.find((t) => t > msOfDay);
  const atMs = today === undefined ? dayStart + MS_PER_DAY + (DRAW_MS_OF_DAY[0] ?? 0) : dayStart + today;
  return { atMs, remainingMs: atMs - nowMs };
}

/** Splits a countdown into hours, minutes and seconds (seconds rounded up, so 0 means done) (spec §4). */
export function countdownParts(remainingMs: number): { readonly hours: number; readonly minutes: number; readonly seconds: number } {
  const total = Math.max(0, Math.ceil(remainingMs / MS_PER_SECOND));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
