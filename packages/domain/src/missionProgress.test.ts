import { describe, expect, it } from 'vitest';
import { MISSION_INCOMPLETE, missionPeriod, missionProgress, missionReceiveState } from './missionProgress';
import { MISSION_CLAIMABLE, MISSION_CLAIMED, sortMissions } from './missions';

const measured = { bet: 150_000, deposit: 0, loginDays: 3, invites: 1 };

describe('spec §3/§9 mission periods (daily settlement 0:00 GMT+8)', () => {
  it('a daily mission counts within the GMT+8 day', () => {
    // 2026-01-15 23:59 GMT+8 and 2026-01-16 00:00 GMT+8 are two periods.
    const before = missionPeriod('dailyMisson', Date.UTC(2026, 0, 15, 15, 59));
    const after = missionPeriod('dailyMisson', Date.UTC(2026, 0, 15, 16, 0));
    expect(before).toEqual({ key: '2026-01-15', from: Date.UTC(2026, 0, 14, 16), to: Date.UTC(2026, 0, 15, 16) });
    expect(after.key).toBe('2026-01-16');
    expect(after.from).toBe(before.to);
  });
  it('an accumulative mission counts everything, claimed once', () => {
    expect(missionPeriod('accumulativeMisson', Date.UTC(2026, 0, 15))).toEqual({ key: 'all', from: 0, to: Number.MAX_SAFE_INTEGER });
  });
});

describe('spec §3/§4 mission progress and receive state', () => {
  it('caps single-condition progress at the target', () => {
    expect(missionProgress([{ kind: 'bet', target: 100_000 }], measured)).toEqual({ progress: 100_000, target: 100_000, complete: true });
    expect(missionProgress([{ kind: 'deposit', target: 10_000 }], measured)).toEqual({ progress: 0, target: 10_000, complete: false });
  });
  it('a joint mission needs every condition and shows conditions met', () => {
    expect(missionProgress([{ kind: 'bet', target: 100_000 }, { kind: 'loginDays', target: 3 }], measured)).toEqual({ progress: 2, target: 2, complete: true });
    expect(missionProgress([{ kind: 'bet', target: 100_000 }, { kind: 'invites', target: 2 }, { kind: 'loginDays', target: 3 }], measured)).toEqual({ progress: 2, target: 3, complete: false });
  });
  it('INCOMPLETE → UNACCALIMED → CLAIMED, claimable sorted first', () => {
    expect(missionReceiveState(false, false)).toBe(MISSION_INCOMPLETE);
    expect(missionReceiveState(true, false)).toBe(MISSION_CLAIMABLE);
    expect(missionReceiveState(true, true)).toBe(MISSION_CLAIMED);
    const sorted = sortMissions([{ receiveState: missionReceiveState(true, true) }, { receiveState: missionReceiveState(false, false) }, { receiveState: missionReceiveState(true, false) }]);
    expect(sorted.map((m) => m.receiveState)).toEqual([MISSION_CLAIMABLE, MISSION_INCOMPLETE, MISSION_CLAIMED]);
  });
});
