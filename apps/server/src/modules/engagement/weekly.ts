// The weekly lucky prize (POST /x2/weekly-lucky-prize/list; spec §9 weekly stone rule): this
// week's progress, and the draw of each finished week among the players who met the rule.
//
// Drawing (ours; the spec names the prize, not the draw): a week's seed is generated and stored
// with its sha256 the first time the week is looked at, before it ends. On the first request after
// the week ends, the draw runs once (a conditional update marks it drawn): each qualified player's
// ticket is HMAC-SHA256(seed, `${weekStart}:${userId}`), the lowest tickets win the configured
// prizes (domain pickWeeklyWinners), each paid with the ledger key `weekly:{weekStart}:{userId}`.
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MS_PER_DAY,
  WEEKLY_STONE_MIN_LOGIN_DAYS,
  WEEKLY_STONE_MIN_TURNOVER_MINOR,
  gmt8DayKey,
  gmt8DayStart,
  gmt8WeekStart,
  pickWeeklyWinners,
  privateName,
  qualifiesForWeeklyStone,
  weeklyTicketMessage,
} from '@perya/domain';
import type { Database } from '../../db/schema';
import type { Ledger } from '../ledger/ledger';
import type { AwardPayer } from './awards';
import type { EngagementConfig } from './config';
import { sha256Hex } from './spin';
import { betTurnover, turnoverByUser, type Executor } from './stats';

const WEEK_MS = 7 * MS_PER_DAY;

export function weeklyKey(weekStart: number, userId: number): string {
  return `weekly:${weekStart}:${userId}`;
}

export interface WeeklyDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly awards: AwardPayer;
  readonly config: EngagementConfig;
  readonly now: () => number;
}

export function createWeeklyService(deps: WeeklyDeps) {
  const { db, ledger, awards, config, now } = deps;

  /** The week's seed, committed (stored with its hash) on first look. */
  async function commit(ex: Executor, weekStart: number) {
    const seed = randomBytes(32).toString('hex');
    await ex
      .insertInto('weekly_draws')
      .values({ week_start: weekStart, seed, seed_hash: sha256Hex(seed), created_at: now(), drawn_at: null })
      .onConflict((oc) => oc.column('week_start').doNothing())
      .execute();
  }

  async function loginInstants(ex: Executor, weekStart: number, userId?: number): Promise<Map<number, number[]>> {
    let query = ex
      .selectFrom('login_days')
      .select(['user_id', 'day'])
      .where('day', '>=', gmt8DayKey(weekStart))
      .where('day', '<=', gmt8DayKey(weekStart + WEEK_MS - 1));
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    const out = new Map<number, number[]>();
    for (const row of await query.execute()) {
      const list = out.get(Number(row.user_id)) ?? [];
      list.push(gmt8DayStart(row.day) ?? 0);
      out.set(Number(row.user_id), list);
    }
    return out;
  }

  /** Draws a finished week once; a concurrent or later call finds it drawn and does nothing. */
  async function draw(weekStart: number): Promise<void> {
    await ledger.transaction(async (trx) => {
      await commit(trx, weekStart);
      const marked = await trx
        .updateTable('weekly_draws')
        .set({ drawn_at: now() })
        .where('week_start', '=', weekStart)
        .where('drawn_at', 'is', null)
        .returning(['seed'])
        .executeTakeFirst();
      if (marked === undefined) return;
      const logins = await loginInstants(trx, weekStart);
      const candidates = [...logins].filter(([, days]) => days.length >= WEEKLY_STONE_MIN_LOGIN_DAYS).map(([userId]) => userId);
      const turnover = await turnoverByUser(trx, candidates, weekStart, weekStart + WEEK_MS);
      const qualified = candidates.filter((userId) =>
        qualifiesForWeeklyStone({ weekOfMs: weekStart, turnoverMinor: turnover.get(userId) ?? 0, loginAtMs: logins.get(userId) ?? [] }),
      );
      const winners = pickWeeklyWinners(
        qualified.map((userId) => ({ userId, ticket: createHmac('sha256', marked.seed).update(weeklyTicketMessage(weekStart, userId)).digest('hex') })),
        config.weekly.prizes,
      );
      for (const w of winners) {
        const key = weeklyKey(weekStart, w.userId);
        await trx.insertInto('weekly_winners').values({ week_start: weekStart, user_id: w.userId, rank: w.rank, amount: w.amount, created_at: now() }).execute();
        await awards.pay(trx, { userId: w.userId, awardType: config.weekly.awardType, award: w.amount, kind: 'weekly', title: `Weekly lucky prize #${w.rank}`, key, reference: `weekly-${gmt8DayKey(weekStart)}` });
      }
    });
  }

  /** Draws every finished week not drawn yet: last week, and any older week whose seed was committed. */
  async function drawDue(at: number): Promise<void> {
    const thisWeek = gmt8WeekStart(at);
    const lastWeek = thisWeek - WEEK_MS;
    const rows = await db
      .selectFrom('weekly_draws')
      .select(['week_start', 'drawn_at'])
      .where('week_start', '<', thisWeek)
      .where((eb) => eb.or([eb('drawn_at', 'is', null), eb('week_start', '=', lastWeek)]))
      .execute();
    const due = new Set(rows.filter((r) => r.drawn_at === null).map((r) => Number(r.week_start)));
    // Last week is drawn even if nobody looked at it while it ran (its seed is made at the draw then).
    if (!rows.some((r) => Number(r.week_start) === lastWeek)) due.add(lastWeek);
    for (const weekStart of [...due].sort((a, b) => a - b)) await draw(weekStart);
  }

  return {
    drawDue,
    async list(userId: number) {
      const at = now();
      const weekStart = gmt8WeekStart(at);
      await drawDue(at);
      await commit(db, weekStart);
      const [turnover, logins, winners] = await Promise.all([
        betTurnover(db, userId, weekStart, weekStart + WEEK_MS),
        loginInstants(db, weekStart, userId),
        db
          .selectFrom('weekly_winners as w')
          .innerJoin('users as u', 'u.id', 'w.user_id')
          .select(['u.name', 'w.amount', 'w.week_start'])
          .orderBy('w.week_start', 'desc')
          .orderBy('w.rank', 'asc')
          .limit(config.weekly.recentWinners)
          .execute(),
      ]);
      const loginAtMs = logins.get(userId) ?? [];
      return {
        turnover,
        requiredTurnover: WEEKLY_STONE_MIN_TURNOVER_MINOR,
        loginDays: loginAtMs.length,
        requiredLoginDays: WEEKLY_STONE_MIN_LOGIN_DAYS,
        qualified: qualifiesForWeeklyStone({ weekOfMs: weekStart, turnoverMinor: turnover, loginAtMs }),
        list: winners.map((w) => ({ name: privateName(w.name), amount: Number(w.amount), weekStart: Number(w.week_start) })),
      };
    },
  };
}
