import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, gmt8DayKey, gmt8StartOfDay } from './gmt8';
import { MISSION_INCOMPLETE, missionPeriod, missionProgress, missionReceiveState, type MissionPeriod } from './missionProgress';
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
    // Exactly the target completes it.
    expect(missionProgress([{ kind: 'loginDays', target: 3 }], measured)).toEqual({ progress: 3, target: 3, complete: true });
  });
  it('a mission with no condition is never complete (nothing to claim by doing nothing)', () => {
    expect(missionProgress([], measured)).toEqual({ progress: 0, target: 0, complete: false });
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

describe('spec §3/§9 mission progress across GMT+8 day boundaries (property)', () => {
  // Bets at arbitrary instants over a few days; "now" anywhere in that span.
  const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 0, 8) });
  const bets = fc.array(fc.record({ at: instant, amount: fc.integer({ min: 1, max: 100_000 }) }), { maxLength: 40 });
  const sumIn = (list: readonly { at: number; amount: number }[], p: MissionPeriod) =>
    list.filter((b) => b.at >= p.from && b.at < p.to).reduce((s, b) => s + b.amount, 0);

  it('a daily mission counts exactly the bets of the GMT+8 day of now, and its key is that day', () => {
    fc.assert(
      fc.property(bets, instant, fc.integer({ min: 1, max: 200_000 }), (list, now, target) => {
        const p = missionPeriod('dailyMisson', now);
        expect(p.key).toBe(gmt8DayKey(now));
        expect(p.to - p.from).toBe(MS_PER_DAY);
        expect(gmt8DayKey(p.from)).toBe(p.key);
        expect(gmt8DayKey(p.to - 1)).toBe(p.key);
        expect(gmt8DayKey(p.to)).not.toBe(p.key);
        // The period holds exactly the bets placed on now's GMT+8 calendar day.
        const counted = sumIn(list, p);
        expect(counted).toBe(list.filter((b) => gmt8DayKey(b.at) === gmt8DayKey(now)).reduce((sum, b) => sum + b.amount, 0));
        const { progress, complete } = missionProgress([{ kind: 'bet', target }], { bet: counted, deposit: 0, loginDays: 0, invites: 0 });
        expect(progress).toBe(Math.min(counted, target));
        expect(complete).toBe(counted >= target);
      }),
    );
  });

  it('at 0:00 GMT+8 the daily period (and its claim key) turns over; the accumulative one never does', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const midnight = gmt8StartOfDay(now) + MS_PER_DAY;
        const before = missionPeriod('dailyMisson', midnight - 1);
        const after = missionPeriod('dailyMisson', midnight);
        expect(after.key).not.toBe(before.key);
        expect(after.from).toBe(before.to);
        expect(missionPeriod('accumulativeMisson', midnight - 1)).toEqual(missionPeriod('accumulativeMisson', midnight));
      }),
    );
  });

  it('progress never passes the target and only grows as bets are added within a period', () => {
    fc.assert(
      fc.property(bets, fc.integer({ min: 1, max: 200_000 }), (list, target) => {
        let last = 0;
        let running = 0;
        for (const b of list) {
          running += b.amount;
          const { progress } = missionProgress([{ kind: 'bet', target }], { bet: running, deposit: 0, loginDays: 0, invites: 0 });
          expect(progress).toBeLessThanOrEqual(target);
          expect(progress).toBeGreaterThanOrEqual(last);
          last = progress;
        }
      }),
    );
  });
});
