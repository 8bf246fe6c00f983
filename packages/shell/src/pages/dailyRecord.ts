// Whether a daily popup (spec §4: at most once per GMT+8 day) is due: not shown today on this
// device, nor to this account on any of its devices (issue 23: daily popups count per account, not
// per device; the server keeps the account's record, /x2/user/daily-popups).
import { dailyPopupShownMutation, dailyPopupsTodayQuery, runMutation } from '@perya/api/queries';
import { dailyPopupStorageKey, gmt8DayKey, markShownToday, shouldShowToday, type DailyPopup } from '@perya/domain';
import type { ShellServices } from '../services/services';

export interface DailyRecord {
  /** True when `popup` was shown neither on this device nor to this account today. */
  due(popup: DailyPopup, nowMs: number): boolean;
  /** Records `popup` as shown today: on this device, and for the account on the server. */
  mark(popup: DailyPopup, nowMs: number): void;
}

/** This device's record alone (a guest has no account to keep one). */
export function deviceRecord(s: Pick<ShellServices, 'kv'>): DailyRecord {
  return {
    due: (popup, nowMs) => shouldShowToday(s.kv.get(dailyPopupStorageKey(popup)) as never, nowMs),
    mark: (popup, nowMs) => s.kv.set(dailyPopupStorageKey(popup), markShownToday(nowMs)),
  };
}

/**
 * The signed-in account's record of today (asked once) joined with this device's. When the server
 * cannot be asked, the device's record alone decides: a popup may then show twice on two devices,
 * which is better than a start-up that waits on it.
 */
export async function accountRecord(s: Pick<ShellServices, 'kv' | 'queryClient' | 'session'>, nowMs: number): Promise<DailyRecord> {
  const device = deviceRecord(s);
  if (s.session.userId() === null) return device;
  const seen = new Set<DailyPopup>();
  try {
    const today = await s.queryClient.fetchQuery({ ...dailyPopupsTodayQuery(), retry: false });
    // The server's day is the one that counts; a device clock on another day reads nothing from it.
    if (today.day === gmt8DayKey(nowMs)) for (const popup of today.seen) seen.add(popup);
  } catch (error) {
    console.warn('daily popups: the account record could not be read', error);
  }
  return {
    due: (popup, at) => device.due(popup, at) && !seen.has(popup),
    mark(popup, at) {
      device.mark(popup, at);
      seen.add(popup);
      if (s.session.userId() === null) return;
      runMutation(s.queryClient, dailyPopupShownMutation(), { popup }).catch((error: unknown) => console.warn('daily popups: not recorded for the account', error));
    },
  };
}
