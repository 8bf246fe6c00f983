import { describe, expect, it } from 'vitest';
import { MISSION_CLAIMABLE, MISSION_CLAIMED, hasClaimableMission, sortMissions } from './missions';

describe('spec §4 mission order and red dot', () => {
  it('sorts claimable first, claimed last, stable otherwise', () => {
    const missions = [
      { id: 1, receiveState: MISSION_CLAIMED },
      { id: 2, receiveState: 'UNFINISHED' },
      { id: 3, receiveState: MISSION_CLAIMABLE },
      { id: 4, receiveState: 'OTHER' },
      { id: 5, receiveState: MISSION_CLAIMABLE },
      { id: 6, receiveState: MISSION_CLAIMED },
    ];
    expect(sortMissions(missions).map((m) => m.id)).toEqual([3, 5, 2, 4, 1, 6]);
    expect(missions[0]?.id).toBe(1);
  });
  it('shows the red dot when any mission is claimable', () => {
    expect(MISSION_CLAIMABLE).toBe('UNACCALIMED');
    expect(hasClaimableMission([{ receiveState: 'CLAIMED' }, { receiveState: 'UNACCALIMED' }])).toBe(true);
    expect(hasClaimableMission([{ receiveState: 'CLAIMED' }])).toBe(false);
    expect(hasClaimableMission([])).toBe(false);
  });
});
