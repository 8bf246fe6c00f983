// Missions (POST /misson/main-page, /misson/receive-misson-award) and the 7-day sign-in
// (POST /misson-checkin/main-page, /misson-checkin/signin), spec §3, §4, §9.
import type { Kysely } from 'kysely';
import type { Mission } from '@perya/api/contract';
import {
  gmt8DayKey,
  missionPeriod,
  missionProgress,
  missionReceiveState,
  nextSignInStreakDay,
  signInBoard,
  sortMissions,
  type MissionCondition,
  type MissionMeasure,
  type MissionType,
  DEFAULT_LOCALE,
  type LocaleCode,
} from '@perya/domain';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Ledger } from '../ledger/ledger';
import type { AwardPayer } from './awards';
import type { EngagementConfig, MissionConfig } from './config';
import { measures, type Executor } from './stats';
import { recordText, seedTexts, type TextResolver } from '../texts/texts';

/** Claim key (and ledger key) of a mission in its period: a daily one per GMT+8 day, an accumulative one once. */
export function missionClaimKey(userId: number, missionId: string, period: string): string {
  return `mission:${userId}:${missionId}:${period}`;
}

export function signInKey(userId: number, day: string): string {
  return `signin:${userId}:${day}`;
}

function conditionsOf(m: MissionConfig): MissionCondition[] {
  if (m.conditions !== undefined) return m.conditions;
  return [{ kind: m.kind as MissionMeasure, target: m.target ?? 0 }];
}

export interface MissionDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly awards: AwardPayer;
  readonly config: EngagementConfig;
  readonly now: () => number;
  readonly texts?: TextResolver | undefined;
}

export function createMissionService(deps: MissionDeps) {
  const { db, ledger, awards, config, now } = deps;
  const texts = deps.texts ?? seedTexts;

  /** Each mission's progress and state at `at`, measured once per period type. */
  async function evaluate(ex: Executor, userId: number, at: number, locale: LocaleCode, only?: MissionConfig) {
    const list = only === undefined ? config.missions : [only];
    const types = [...new Set(list.map((m) => m.type))];
    const periods = new Map(types.map((t) => [t, missionPeriod(t, at)] as const));
    const measured = new Map(
      await Promise.all(types.map(async (t) => {
        const p = periods.get(t) as ReturnType<typeof missionPeriod>;
        return [t, await measures(ex, userId, p.from, p.to)] as const;
      })),
    );
    const keys = list.map((m) => missionClaimKey(userId, m.id, (periods.get(m.type) as ReturnType<typeof missionPeriod>).key));
    const claimed = new Set(
      keys.length === 0 ? [] : (await ex.selectFrom('engagement_claims').select('claim_key').where('claim_key', 'in', keys).execute()).map((r) => r.claim_key),
    );
    return list.map((m, i) => {
      const key = keys[i] as string;
      const progress = missionProgress(conditionsOf(m), measured.get(m.type) as Record<MissionMeasure, number>);
      const view: Mission = {
        id: m.id,
        type: m.type,
        title: texts.text(`mission:${m.id}:title`, m.title, locale),
        description: texts.text(`mission:${m.id}:description`, m.description, locale),
        target: progress.target,
        progress: progress.progress,
        awardType: m.awardType,
        award: m.award,
        receiveState: missionReceiveState(progress.complete, claimed.has(key)),
      };
      return { mission: m, view, key, complete: progress.complete, period: (periods.get(m.type) as ReturnType<typeof missionPeriod>).key };
    });
  }

  async function lastSignIn(ex: Executor, userId: number) {
    const row = await ex.selectFrom('sign_ins').select(['day', 'streak_day']).where('user_id', '=', userId).orderBy('day', 'desc').limit(1).executeTakeFirst();
    return row === undefined ? undefined : { day: row.day, streakDay: row.streak_day };
  }

  return {
    async mainPage(userId: number, locale: LocaleCode = DEFAULT_LOCALE) {
      const evaluated = await evaluate(db, userId, now(), locale);
      const of = (type: MissionType) => sortMissions(evaluated.filter((e) => e.mission.type === type).map((e) => e.view));
      return { accumulativeMisson: of('accumulativeMisson'), dailyMisson: of('dailyMisson') };
    },

    /**
     * Claims a complete mission once per period (daily: per GMT+8 day). Unknown, incomplete or
     * already claimed: NOTHING_TO_CLAIM, nothing written. The progress is measured inside the
     * transaction that records the claim and pays it.
     */
    async claim(userId: number, missionId: string) {
      const mission = config.missions.find((m) => m.id === missionId);
      if (mission === undefined) throw new AppError('NOTHING_TO_CLAIM');
      return ledger.transaction(async (trx) => {
        const [state] = await evaluate(trx, userId, now(), DEFAULT_LOCALE, mission);
        if (state === undefined || !state.complete) throw new AppError('NOTHING_TO_CLAIM');
        const claimed = await trx
          .insertInto('engagement_claims')
          .values({ claim_key: state.key, user_id: userId, kind: 'mission', award_type: mission.awardType, award: mission.award, created_at: now() })
          .onConflict((oc) => oc.column('claim_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (claimed === undefined) throw new AppError('NOTHING_TO_CLAIM');
        await awards.pay(trx, { userId, awardType: mission.awardType, award: mission.award, kind: 'mission', title: recordText(mission.title), key: state.key, reference: `${mission.id}:${state.period}` });
        return { awardType: mission.awardType, award: mission.award };
      });
    },

    async checkinPage(userId: number) {
      const board = signInBoard(await lastSignIn(db, userId), gmt8DayKey(now()));
      const rewards = config.signIn.rewards;
      return {
        streak: board.streak,
        list: board.items.map((item) => ({ ...item, ...(rewards[item.day - 1] as (typeof rewards)[number]) })),
      };
    },

    /** Signs today in (GMT+8): the streak day follows nextSignInStreakDay; twice a day: ALREADY_SIGNED_IN. */
    async signIn(userId: number) {
      return ledger.transaction(async (trx) => {
        const at = now();
        const today = gmt8DayKey(at);
        const next = nextSignInStreakDay(await lastSignIn(trx, userId), today);
        if (!next.ok) throw new AppError('ALREADY_SIGNED_IN');
        const reward = config.signIn.rewards[next.streakDay - 1] as EngagementConfig['signIn']['rewards'][number];
        const inserted = await trx
          .insertInto('sign_ins')
          .values({ user_id: userId, day: today, streak_day: next.streakDay, award_type: reward.awardType, award: reward.award, created_at: at })
          .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
          .returning('id')
          .executeTakeFirst();
        // A concurrent sign-in of the same day got there first.
        if (inserted === undefined) throw new AppError('ALREADY_SIGNED_IN');
        await awards.pay(trx, { userId, awardType: reward.awardType, award: reward.award, kind: 'signIn', title: `Sign-in day ${next.streakDay}`, key: signInKey(userId, today), reference: today });
        return { day: next.streakDay, awardType: reward.awardType, award: reward.award };
      });
    },
  };
}
