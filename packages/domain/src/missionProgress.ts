// Mission progress and receive state (spec §3 missions, §4 receiveState, §9 daily settlement).
import { MS_PER_DAY, gmt8DayKey, gmt8StartOfDay } from './gmt8';
import { MISSION_CLAIMABLE, MISSION_CLAIMED, type MissionType } from './missions';

/**
 * What a mission counts (ours; the spec names bet, deposit, login, invite and joint missions):
 * bet turnover and deposits in minor units, login days and invited players as counts; joint =
 * several of these at once, all of them to be met.
 */
export const MISSION_KINDS = ['bet', 'deposit', 'loginDays', 'invites', 'joint'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export type MissionMeasure = Exclude<MissionKind, 'joint'>;

/** Not reached yet (spec §4 "mission: incomplete or complete"; the API's third receive state). */
export const MISSION_INCOMPLETE = 'INCOMPLETE';
export type MissionReceiveState = typeof MISSION_INCOMPLETE | typeof MISSION_CLAIMABLE | typeof MISSION_CLAIMED;

/** The part of a mission's period counted so far: [from, to) epoch ms, and its key. */
export interface MissionPeriod {
  /** 'YYYY-MM-DD' (GMT+8) for a daily mission, 'all' for an accumulative one. */
  readonly key: string;
  readonly from: number;
  readonly to: number;
}

/**
 * spec §3/§9 mission periods: a daily mission counts within the GMT+8 calendar day and resets at
 * 0:00 GMT+8 (its claim is keyed by that day); an accumulative mission counts everything since the
 * account began and is claimed once.
 */
export function missionPeriod(type: MissionType, nowMs: number): MissionPeriod {
  if (type === 'dailyMisson') {
    const from = gmt8StartOfDay(nowMs);
    return { key: gmt8DayKey(nowMs), from, to: from + MS_PER_DAY };
  }
  return { key: 'all', from: 0, to: Number.MAX_SAFE_INTEGER };
}

export interface MissionCondition {
  readonly kind: MissionMeasure;
  readonly target: number;
}

/**
 * spec §3 mission progress, capped at the target so a bar never passes 100 %. A joint mission
 * (several conditions, all to be met) shows how many of its conditions are met out of how many.
 */
export function missionProgress(
  conditions: readonly MissionCondition[],
  measured: Readonly<Record<MissionMeasure, number>>,
): { readonly progress: number; readonly target: number; readonly complete: boolean } {
  if (conditions.length === 1) {
    const only = conditions[0] as MissionCondition;
    const value = Math.max(0, measured[only.kind]);
    return { progress: Math.min(value, only.target), target: only.target, complete: value >= only.target };
  }
  const met = conditions.filter((c) => measured[c.kind] >= c.target).length;
  return { progress: met, target: conditions.length, complete: conditions.length > 0 && met === conditions.length };
}

/** spec §4 receiveState: CLAIMED once claimed, UNACCALIMED when complete and unclaimed, else INCOMPLETE. */
export function missionReceiveState(complete: boolean, claimed: boolean): MissionReceiveState {
  if (claimed) return MISSION_CLAIMED;
  return complete ? MISSION_CLAIMABLE : MISSION_INCOMPLETE;
}
