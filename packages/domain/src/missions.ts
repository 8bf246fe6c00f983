// Mission lists of the VIP/task page (spec §3, §4; POST /misson/main-page).

/** Mission list kinds as the API names them (spec §3, spelling kept). */
export const MISSION_TYPES = ['accumulativeMisson', 'dailyMisson'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

/** Claimable: the reward is waiting (spec §4, the API's spelling kept). */
export const MISSION_CLAIMABLE = 'UNACCALIMED';
/** Already claimed (spec §4). */
export const MISSION_CLAIMED = 'CLAIMED';

export interface MissionLike {
  readonly receiveState: string;
}

function rank(state: string): number {
  if (state === MISSION_CLAIMABLE) return 0;
  if (state === MISSION_CLAIMED) return 2;
  return 1;
}

/**
 * spec §4 mission order: claimable (UNACCALIMED) first, claimed (CLAIMED) last, everything else
 * in between; the order within each group is kept (stable). Returns a new array.
 */
export function sortMissions<T extends MissionLike>(missions: readonly T[]): T[] {
  return missions
    .map((mission, index) => ({ mission, index }))
    .sort((a, b) => rank(a.mission.receiveState) - rank(b.mission.receiveState) || a.index - b.index)
    .map(({ mission }) => mission);
}

/** spec §4 red dot: shown when any mission is claimable. */
export function hasClaimableMission(missions: readonly MissionLike[]): boolean {
  return missions.some((m) => m.receiveState === MISSION_CLAIMABLE);
}
