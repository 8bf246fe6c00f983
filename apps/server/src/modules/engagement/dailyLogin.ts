// The daily login (spec §3, §9: 35 points for the daily login): the first session or
// authenticated call of a GMT+8 day records the login day (login-day missions, the weekly stone
// rule) and credits the points, once per player and day.
//
// Where: the session service itself (withDailyLogin): a new session (register, log in, Google,
// migration) and every authenticated call (user info at start-up, token renewal, anything else)
// pass through it, so a player who keeps the app open past midnight is credited on the first call
// of the new day as well. A per-process memo of the day already recorded keeps that free: one write
// per player and day, then none. The ledger key `daily-login:{userId}:{day}` makes it once-only even
// across processes or a lost memo.
import { DAILY_LOGIN_POINTS, DAILY_LOGIN_REMARK, gmt8DayKey, type DayKey } from '@perya/domain';
import type { SessionService } from '../account/sessions';
import type { Ledger } from '../ledger/ledger';
import * as transfers from '../ledger/transfers';
import type { ProtectionGuard } from '../protection/service';

export interface DailyLogin {
  /** Records today's login of a player and credits the daily points (idempotent). */
  record(userId: number): Promise<void>;
}

export function dailyLoginKey(userId: number, day: DayKey): string {
  return `daily-login:${userId}:${day}`;
}

export function createDailyLogin(deps: { ledger: Ledger; now: () => number; guard: Pick<ProtectionGuard, 'promotionsWithheld'> }): DailyLogin {
  const { ledger, now } = deps;
  let memoDay = '';
  const recorded = new Set<number>();
  return {
    async record(userId) {
      const at = now();
      const day = gmt8DayKey(at);
      if (day !== memoDay) {
        memoDay = day;
        recorded.clear();
      }
      if (recorded.has(userId)) return;
      await ledger.transaction(async (trx) => {
        const inserted = await trx
          .insertInto('login_days')
          .values({ user_id: userId, day, created_at: at })
          .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (inserted === undefined) return;
        // The login day is recorded; its points are not given while the player is excluded (issue 15),
        // frozen, or to a second account of one player (spec §6).
        if (await deps.guard.promotionsWithheld(trx, userId)) return;
        await ledger.post(transfers.pointsGrant({ userId, amount: DAILY_LOGIN_POINTS, key: dailyLoginKey(userId, day), reference: day, remark: DAILY_LOGIN_REMARK }), trx);
      });
      // Memo the day this call recorded, only if it is still the memo's day: a login of the old
      // day finishing after midnight must not mark the player as credited for the new one.
      if (day === memoDay) recorded.add(userId);
    },
  };
}

/**
 * The session service with the daily login recorded on every new session and authenticated call.
 * A failed record never fails the player's request (a log in, a cash out): it is reported to
 * `onError` and, the memo being unset, tried again on the player's next call.
 */
export function withDailyLogin(sessions: SessionService, daily: DailyLogin, onError: (error: unknown, userId: number) => void): SessionService {
  const record = async (userId: number) => {
    try {
      await daily.record(userId);
    } catch (error) {
      onError(error, userId);
    }
  };
  return {
    ...sessions,
    async issue(userId) {
      const issued = await sessions.issue(userId);
      await record(userId);
      return issued;
    },
    async authenticate(token) {
      const caller = await sessions.authenticate(token);
      if (caller !== undefined) await record(caller.user.id);
      return caller;
    },
  };
}
