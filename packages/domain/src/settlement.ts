// Daily settlement at 0:00 GMT+8 (spec §9).
import { MS_PER_DAY, gmt8DayKey, gmt8StartOfDay } from './gmt8';
import type { DayKey } from './gmt8';

/** spec §9: the settlement day an instant belongs to (its GMT+8 calendar day). */
export function settlementDay(epochMs: number): DayKey {
  return gmt8DayKey(epochMs);
}

/** spec §9: the next settlement instant, the first 0:00 GMT+8 strictly after the instant. */
export function nextSettlementAt(epochMs: number): number {
  return gmt8StartOfDay(epochMs) + MS_PER_DAY;
}
