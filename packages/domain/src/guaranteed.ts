// The guaranteed-payout activity (spec §1 "a guaranteed-payout activity", "a daily guaranteed bonus
// popup", §3 guaranteed activity fields, §4 receiveStatus, §8 'The event has been closed.').
//
// Semantics (ours; the spec names the fields only): a player who bets at least the activity's
// minimum turnover on its games within its period is guaranteed to have won at least actAmount on
// them. Once the turnover is reached, and until the period ends, the player may claim the shortfall
// max(0, actAmount − net winnings on those games in the period so far) — receivedAmount — once.
// After the end the event is closed: an unclaimed guarantee lapses (like every timed promotion, the
// player is told the deadline in the activity's details). A player already up by actAmount or more
// has nothing to claim and the activity stays IN_PROGRESS for them.
import { GUARANTEED_DEFAULT_RECEIVE_STATUS } from './statuses';
import { MS_PER_SECOND, gmt8DayKey, gmt8DayStart, gmt8StartOfDay, parseTimeOfDay } from './gmt8';

/** receiveStatus values: the spec's default (§4) and ours. */
export const GUARANTEED_RECEIVE_STATUSES = [GUARANTEED_DEFAULT_RECEIVE_STATUS, 'CLAIMABLE', 'RECEIVED', 'CLOSED'] as const;
export type GuaranteedReceiveStatus = (typeof GUARANTEED_RECEIVE_STATUSES)[number];

export interface GuaranteedPeriod {
  readonly start: number;
  readonly end: number;
}

/** When an activity runs: fixed instants, or a GMT+8 window every day ('HH:mm', end after start). */
export type GuaranteedSchedule =
  | { readonly kind: 'fixed'; readonly startTime: number; readonly endTime: number }
  | { readonly kind: 'daily'; readonly start: string; readonly end: string };

/** The day key separating a daily activity's id from its day ('daily_slots@2026-01-15'). */
export const GUARANTEED_DAY_SEPARATOR = '@';

/**
 * spec §3 startTime/endTime of one run of an activity: the fixed period, or for a daily activity
 * the window of the GMT+8 day `dayKey` (undefined for a malformed day or window).
 */
export function guaranteedPeriod(schedule: GuaranteedSchedule, dayKey?: string): GuaranteedPeriod | undefined {
  if (schedule.kind === 'fixed') return schedule.endTime > schedule.startTime ? { start: schedule.startTime, end: schedule.endTime } : undefined;
  // Stryker disable next-line ConditionalExpression: gmt8DayStart reads a missing day as no day as well; the test is for the type checker
  const day = dayKey === undefined ? undefined : gmt8DayStart(dayKey);
  const from = parseTimeOfDay(schedule.start);
  const to = parseTimeOfDay(schedule.end);
  if (day === undefined || from === undefined || to === undefined || to <= from) return undefined;
  return { start: day + from * MS_PER_SECOND, end: day + to * MS_PER_SECOND };
}

/**
 * The id of the run of an activity that a player sees at `nowMs`: the activity's own id for a fixed
 * period; for a daily one, `id@YYYY-MM-DD` of today (GMT+8, spec §9 daily settlement).
 */
export function guaranteedRunId(activityId: string, schedule: GuaranteedSchedule, nowMs: number): string {
  return schedule.kind === 'fixed' ? activityId : `${activityId}${GUARANTEED_DAY_SEPARATOR}${gmt8DayKey(gmt8StartOfDay(nowMs))}`;
}

/** Reads a run id back into the activity id and (daily runs) the day key. */
export function parseGuaranteedRunId(runId: string): { readonly activityId: string; readonly dayKey: string | undefined } {
  const at = runId.lastIndexOf(GUARANTEED_DAY_SEPARATOR);
  if (at <= 0) return { activityId: runId, dayKey: undefined };
  return { activityId: runId.slice(0, at), dayKey: runId.slice(at + 1) };
}

/**
 * What a claim pays: the shortfall of net winnings against the guaranteed amount, never below 0 and
 * never above the guaranteed amount itself. The activity guarantees winnings of actAmount, it does
 * not refund losses: a player who lost on the games gets actAmount, not actAmount plus the loss
 * (which would make the house's exposure as large as the stakes).
 */
export function guaranteedPayoutMinor(actAmountMinor: number, netWinningsMinor: number): number {
  return Math.min(actAmountMinor, Math.max(0, actAmountMinor - netWinningsMinor));
}

export interface GuaranteedProgress {
  readonly nowMs: number;
  readonly period: GuaranteedPeriod;
  /** Stakes on the activity's games within the period. */
  readonly turnover: number;
  readonly minTurnover: number;
  readonly actAmount: number;
  /** Payouts minus stakes on those games within the period (negative: the player is down). */
  readonly netWinnings: number;
  /** What the player's claim paid, when it was made. */
  readonly received: number | undefined;
}

/** spec §4 receiveStatus: IN_PROGRESS by default, CLAIMABLE, RECEIVED once claimed, CLOSED after the end. */
export function guaranteedReceiveStatus(p: GuaranteedProgress): GuaranteedReceiveStatus {
  if (p.received !== undefined) return 'RECEIVED';
  if (p.nowMs >= p.period.end) return 'CLOSED';
  if (p.nowMs < p.period.start) return GUARANTEED_DEFAULT_RECEIVE_STATUS;
  if (p.turnover >= p.minTurnover && guaranteedPayoutMinor(p.actAmount, p.netWinnings) > 0) return 'CLAIMABLE';
  return GUARANTEED_DEFAULT_RECEIVE_STATUS;
}

/** Whether a run is live at `nowMs` (listed, shown in the daily popup). */
export function isGuaranteedLive(period: GuaranteedPeriod, nowMs: number): boolean {
  return nowMs >= period.start && nowMs < period.end;
}
