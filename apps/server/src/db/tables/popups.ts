// The table of the popups module (migration db/migrations/0017_daily_popups.ts): the GMT+8 day each
// account was last shown each daily popup (issue 23: per account, not per device).

/** One row per player and daily popup: the last GMT+8 day it was shown (spec §4 once per day). */
export interface DailyPopupsSeenTable {
  user_id: number;
  /** A @perya/domain DAILY_POPUPS name. */
  popup: string;
  /** 'YYYY-MM-DD' GMT+8. */
  day: string;
  updated_at: number;
}

export interface PopupsTables {
  daily_popups_seen: DailyPopupsSeenTable;
}

export const POPUPS_TABLES = ['daily_popups_seen'] as const satisfies readonly (keyof PopupsTables)[];
