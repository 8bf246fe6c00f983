// The guaranteed-payout activity (spec §1, §3, §4, §8; semantics in packages/domain/src/
// guaranteed.ts): each configured activity runs for a fixed period or every GMT+8 day; a player's
// run is judged from their settled play on its games (gameResults); a claim pays the shortfall once,
// through a bonus grant under the ledger key guaranteed:{runId}:{userId}, recorded in
// guaranteed_claims. After the end, a claim answers EVENT_CLOSED ('The event has been closed.').
import type { Kysely } from 'kysely';
import {
  guaranteedPayoutMinor,
  guaranteedPeriod,
  guaranteedReceiveStatus,
  guaranteedRunId,
  isGuaranteedLive,
  parseGuaranteedRunId,
  DEFAULT_LOCALE,
  type GuaranteedPeriod,
  type LocaleCode,
} from '@perya/domain';
import type { GuaranteedActivity } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Ledger } from '../ledger/ledger';
import type { BonusService } from '../bonus/service';
import { scheduleOf, type GuaranteedActivityConfig, type GuaranteedConfig } from './config';
import { gameResults } from './gameResults';
import { recordText, seedTexts, type TextResolver } from '../texts/texts';

export interface GuaranteedRun {
  readonly runId: string;
  readonly activity: GuaranteedActivityConfig;
  readonly period: GuaranteedPeriod;
}

export function createGuaranteedService(deps: {
  db: Kysely<Database>;
  ledger: Ledger;
  bonuses: BonusService;
  config: GuaranteedConfig;
  now: () => number;
  /** The operator's texts (default: the seed's alone). */
  texts?: TextResolver;
}) {
  const { db, ledger, bonuses, config, now } = deps;
  const texts = deps.texts ?? seedTexts;

  /** Today's run of every activity that has not ended (live or upcoming). */
  function currentRuns(at: number): GuaranteedRun[] {
    const runs: GuaranteedRun[] = [];
    for (const activity of config.activities) {
      const schedule = scheduleOf(activity);
      const runId = guaranteedRunId(activity.id, schedule, at);
      const period = guaranteedPeriod(schedule, parseGuaranteedRunId(runId).dayKey);
      if (period !== undefined && at < period.end) runs.push({ runId, activity, period });
    }
    return runs;
  }

  /** The run a run id names (any day of a daily activity), or undefined. */
  function runOf(runId: string): GuaranteedRun | undefined {
    const { activityId, dayKey } = parseGuaranteedRunId(runId);
    const activity = config.activities.find((a) => a.id === activityId);
    if (activity === undefined) return undefined;
    const schedule = scheduleOf(activity);
    if ((schedule.kind === 'daily') !== (dayKey !== undefined)) return undefined;
    const period = guaranteedPeriod(schedule, dayKey);
    return period === undefined ? undefined : { runId, activity, period };
  }

  async function claimOf(runId: string, userId: number) {
    return db.selectFrom('guaranteed_claims').select(['amount']).where('run_id', '=', runId).where('user_id', '=', userId).executeTakeFirst();
  }

  async function view(userId: number, run: GuaranteedRun, locale: LocaleCode): Promise<GuaranteedActivity> {
    const at = now();
    const claim = await claimOf(run.runId, userId);
    const results = at <= run.period.start ? { turnover: 0, netWinnings: 0 } : await gameResults(db, userId, run.activity.gameArray, run.period.start, run.period.end);
    const status = guaranteedReceiveStatus({
      nowMs: at,
      period: run.period,
      turnover: results.turnover,
      minTurnover: run.activity.minTurnover,
      actAmount: run.activity.actAmount,
      netWinnings: results.netWinnings,
      received: claim?.amount,
    });
    return {
      id: run.runId,
      title: texts.text(`guaranteed:${run.activity.id}:title`, run.activity.title, locale),
      actAmount: run.activity.actAmount,
      gameArray: [...run.activity.gameArray],
      startTime: run.period.start,
      endTime: run.period.end,
      details: texts.text(`guaranteed:${run.activity.id}:details`, run.activity.details, locale),
      // Claimed: what it paid; claimable: what a claim would pay now; otherwise 0.
      receivedAmount: claim?.amount ?? (status === 'CLAIMABLE' ? guaranteedPayoutMinor(run.activity.actAmount, results.netWinnings) : 0),
      receiveStatus: status,
    };
  }

  return {
    currentRuns,

    /** The runs the player may still play (live or upcoming), with their status. */
    async list(userId: number, locale: LocaleCode = DEFAULT_LOCALE): Promise<GuaranteedActivity[]> {
      return Promise.all(currentRuns(now()).map((run) => view(userId, run, locale)));
    },

    /** The daily guaranteed bonus popup: a live run with something to claim first, else one in progress; null when none. */
    async popover(userId: number, locale: LocaleCode = DEFAULT_LOCALE): Promise<GuaranteedActivity | null> {
      const at = now();
      const live = await Promise.all(currentRuns(at).filter((r) => isGuaranteedLive(r.period, at)).map((run) => view(userId, run, locale)));
      return live.find((a) => a.receiveStatus === 'CLAIMABLE') ?? live.find((a) => a.receiveStatus === 'IN_PROGRESS') ?? null;
    },

    async detail(userId: number, runId: string, locale: LocaleCode = DEFAULT_LOCALE): Promise<GuaranteedActivity> {
      const run = runOf(runId);
      if (run === undefined) throw new AppError('NOT_FOUND');
      return view(userId, run, locale);
    },

    /** POST /act-guaranteed/receive-bonus/{id}: pays once; a second claim answers the first. */
    async receive(userId: number, runId: string): Promise<{ receivedAmount: number; receiveStatus: 'RECEIVED' }> {
      const run = runOf(runId);
      if (run === undefined) throw new AppError('NOT_FOUND');
      // One read of the claim (inside view): a racing claim that lands after it is met by the insert below.
      const current = await view(userId, run, DEFAULT_LOCALE);
      if (current.receiveStatus === 'RECEIVED') return { receivedAmount: current.receivedAmount, receiveStatus: 'RECEIVED' };
      if (current.receiveStatus === 'CLOSED') throw new AppError('EVENT_CLOSED', 'eventClosed');
      if (current.receiveStatus !== 'CLAIMABLE') throw new AppError('NOTHING_TO_CLAIM');
      const amount = current.receivedAmount;
      return ledger.transaction(async (trx) => {
        const claim = await trx
          .insertInto('guaranteed_claims')
          .values({ run_id: runId, user_id: userId, amount, grant_id: null, created_at: now() })
          .onConflict((oc) => oc.columns(['run_id', 'user_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (claim === undefined) {
          // A racing claim of the same run won: it paid.
          const first = await trx.selectFrom('guaranteed_claims').select('amount').where('run_id', '=', runId).where('user_id', '=', userId).executeTakeFirstOrThrow();
          return { receivedAmount: first.amount, receiveStatus: 'RECEIVED' as const };
        }
        const granted = await bonuses.grant(trx, {
          userId,
          kind: 'guaranteed',
          title: recordText(run.activity.title),
          amount,
          turnoverMultiplier: run.activity.turnoverMultiplier,
          idempotencyKey: `guaranteed:${runId}:${userId}`,
          reference: runId,
        });
        await trx.updateTable('guaranteed_claims').set({ grant_id: granted.grantId }).where('id', '=', claim.id).execute();
        return { receivedAmount: amount, receiveStatus: 'RECEIVED' as const };
      });
    },
  };
}

export type GuaranteedService = ReturnType<typeof createGuaranteedService>;
