// Routes of the daily popups an account was shown (issue 23: daily popups count per account, not per
// device): today's list, and the record of one shown. A popup counts once per GMT+8 day (spec §4).
import type { Kysely } from 'kysely';
import { gmt8DayKey, type DailyPopup } from '@perya/domain';
import type { Database } from '../../db/schema';
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';

export interface DailyPopupsToday {
  readonly day: string;
  readonly seen: DailyPopup[];
}

async function today(db: Kysely<Database>, userId: number, day: string): Promise<DailyPopupsToday> {
  const rows = await db.selectFrom('daily_popups_seen').select('popup').where('user_id', '=', userId).where('day', '=', day).orderBy('popup').execute();
  return { day, seen: rows.map((r) => r.popup as DailyPopup) };
}

export function popupsHandlers(db: Kysely<Database>, now: () => number): Handlers {
  return {
    async dailyPopupsToday(_input, ctx) {
      return today(db, callerOf(ctx).user.id, gmt8DayKey(now()));
    },
    async dailyPopupShown(input, ctx) {
      const userId = callerOf(ctx).user.id;
      const at = now();
      const day = gmt8DayKey(at);
      // One row per player and popup: shown again on a later day moves its day (idempotent within a day).
      await db
        .insertInto('daily_popups_seen')
        .values({ user_id: userId, popup: input.popup, day, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'popup']).doUpdateSet({ day, updated_at: at }))
        .execute();
      return today(db, userId, day);
    },
  };
}
