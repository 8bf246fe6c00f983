// Popups and tips shown at most once per GMT+8 calendar day (spec §4).
import { gmt8DayKey } from './gmt8';
import type { DayKey } from './gmt8';

/**
 * The once-a-day popups and tips of spec §4: the Telegram and transfer daily popups, and the
 * child app's jump-to-main, migrate-over and play-in-main tips; and (issue 12) the daily sign-in
 * and the daily guaranteed bonus popups (spec §1 "a daily guaranteed bonus popup").
 */
export const DAILY_POPUPS = ['tg', 'transfer', 'jumpToMain', 'migrateOver', 'playInMain', 'signIn', 'guaranteed'] as const;
export type DailyPopup = (typeof DAILY_POPUPS)[number];

/** Local-storage key holding the day a daily popup was last shown (spec §3 local storage, §4). */
export function dailyPopupStorageKey(popup: DailyPopup): string {
  return `dailyPopup.${popup}`;
}

/**
 * spec §4 once per day: show when it was never shown or last shown on an earlier (or other)
 * GMT+8 calendar day than now's. Days are GMT+8 so every player's "day" turns at the same
 * midnight as the daily settlement.
 */
export function shouldShowToday(lastShownDay: DayKey | null | undefined, nowMs: number): boolean {
  return lastShownDay !== gmt8DayKey(nowMs);
}

/** The value to store when the popup is shown now (spec §4). */
export function markShownToday(nowMs: number): DayKey {
  return gmt8DayKey(nowMs);
}
