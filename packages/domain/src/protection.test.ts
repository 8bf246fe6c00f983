import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gmt8DayKey, gmt8Parts, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './gmt8';
import { LOCALES } from './locale';
import {
  addMonthsGmt8,
  ageOn,
  allowedWhileExcluded,
  changeLimit,
  checkBirthday,
  checkLimit,
  coolingOff,
  COOLING_OFF_MAX_MS,
  firstRefusal,
  isExcluded,
  isLoosening,
  LIMIT_RAISE_DELAY_MS,
  liftableFrom,
  liftExclusion,
  EXCLUSION_LIFT_DELAY_MS,
  limitAt,
  MARKET_RULES,
  MARKETS,
  marketOfLocale,
  mergeExclusion,
  nextRealityCheck,
  NO_LIMIT,
  periodWindow,
  playedMs,
  selfExclusion,
  type LimitSetting,
} from './protection';

// 2026-11-23T00:00:00Z is 08:00 GMT+8 on Monday 2026-11-23.
const MON_0800 = Date.UTC(2026, 10, 23, 0, 0, 0);
/** Instants from 2000 to 2100. */
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('issue 15 markets', () => {
  it('maps every locale to a market with rules', () => {
    for (const locale of LOCALES) expect(MARKETS).toContain(marketOfLocale(locale));
    expect(marketOfLocale('en-PH')).toBe('PH');
    expect(marketOfLocale('ms-MY')).toBe('MY');
  });
  it('holds the Philippines at 21+ without e-sabong, and Brazil without crypto, sign-up bonus or deposit before identity', () => {
    expect(MARKET_RULES.PH).toMatchObject({ minAge: 21, sabong: false });
    expect(MARKET_RULES.BR).toMatchObject({ crypto: false, signUpBonus: false, kycBeforeDeposit: true });
    for (const m of MARKETS) expect(MARKET_RULES[m].helpLines.length).toBeGreaterThan(0);
  });
});

describe('issue 15 age gate (GMT+8 calendar, spec §9)', () => {
  it('counts completed years on the GMT+8 day', () => {
    // 2026-11-23 08:00 GMT+8: someone born 2005-11-23 turns 21 that day.
    expect(ageOn('2005-11-23', MON_0800)).toBe(21);
    expect(ageOn('2005-11-24', MON_0800)).toBe(20);
    // 23:59 UTC on the 22nd is already the 23rd in GMT+8.
    expect(ageOn('2005-11-23', Date.UTC(2026, 10, 22, 16, 0))).toBe(21);
    expect(ageOn('2005-11-23', Date.UTC(2026, 10, 22, 15, 59))).toBe(20);
  });
  it('is 0 on the day of birth and undefined before it', () => {
    expect(ageOn('2026-11-23', MON_0800)).toBe(0);
    expect(ageOn('2026-11-24', MON_0800)).toBeUndefined();
    // A birthday later in the year, earlier in the month: not yet had this year.
    expect(ageOn('2005-12-01', MON_0800)).toBe(20);
    expect(ageOn('2005-10-30', MON_0800)).toBe(21);
  });
  it('takes someone of 120, not of 121', () => {
    expect(checkBirthday('1906-11-23', MON_0800, 18)).toBe('ok');
    expect(checkBirthday('1905-11-23', MON_0800, 18)).toBe('invalid');
    expect(checkBirthday('x2005-11-23', MON_0800, 18)).toBe('invalid');
    expect(checkBirthday('2005-11-23x', MON_0800, 18)).toBe('invalid');
  });
  it('gives a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2004-02-29', Date.UTC(2025, 1, 28, 4))).toBe(20);
    expect(ageOn('2004-02-29', Date.UTC(2025, 2, 1, 4))).toBe(21);
  });
  it('refuses under 21 in the Philippines, takes 21 and reads bad dates as invalid', () => {
    expect(checkBirthday('2005-11-23', MON_0800, 21)).toBe('ok');
    expect(checkBirthday('2005-11-24', MON_0800, 21)).toBe('tooYoung');
    expect(checkBirthday('2008-01-01', MON_0800, 18)).toBe('ok');
    for (const bad of ['', '2005-13-01', '2005-02-30', '23/11/2005', '2030-01-01', '1800-01-01']) {
      expect(checkBirthday(bad, MON_0800, 21)).toBe('invalid');
    }
  });
  it('ages by exactly one year per year (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2020, 0, 1)), noInvalidDate: true }), instant, (born, at) => {
        const birthday = gmt8DayKey(born.getTime());
        const age = ageOn(birthday, at);
        if (age === undefined) return born.getTime() > at;
        const later = ageOn(birthday, addMonthsGmt8(at, 12));
        return later === age + 1 || later === age; // 29 February: a leap day may be skipped once
      }),
    );
  });
});

describe('issue 15 periods: GMT+8 day, Monday week, calendar month (spec §9)', () => {
  it('turns the day at 16:00 UTC, the week on Monday, the month on the 1st', () => {
    expect(periodWindow('day', MON_0800)).toEqual({ start: Date.UTC(2026, 10, 22, 16), end: Date.UTC(2026, 10, 23, 16) });
    // Sunday 23:59 GMT+8 is still last week.
    const sundayNight = Date.UTC(2026, 10, 22, 15, 59);
    expect(periodWindow('week', sundayNight)).toEqual({ start: Date.UTC(2026, 10, 15, 16), end: Date.UTC(2026, 10, 22, 16) });
    expect(periodWindow('week', MON_0800)).toEqual({ start: Date.UTC(2026, 10, 22, 16), end: Date.UTC(2026, 10, 29, 16) });
    expect(periodWindow('month', MON_0800)).toEqual({ start: Date.UTC(2026, 9, 31, 16), end: Date.UTC(2026, 10, 30, 16) });
    expect(periodWindow('month', Date.UTC(2026, 11, 31, 16))).toEqual({ start: Date.UTC(2026, 11, 31, 16), end: Date.UTC(2027, 0, 31, 16) });
  });
  it('holds every instant in exactly one period, starting at 0:00 GMT+8 (property)', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom('day' as const, 'week' as const, 'month' as const), (at, period) => {
        const w = periodWindow(period, at);
        const start = gmt8Parts(w.start);
        const next = periodWindow(period, w.end);
        return (
          w.start <= at && at < w.end && start.hour === 0 && start.minute === 0 &&
          (period !== 'week' || start.isoWeekday === 1) && (period !== 'month' || start.day === 1) &&
          next.start === w.end && periodWindow(period, w.end - 1).start === w.start
        );
      }),
    );
  });
  it('adds months on the GMT+8 calendar, on the last day of a shorter month', () => {
    const aug31 = Date.UTC(2026, 7, 30, 18); // 2026-08-31 02:00 GMT+8
    expect(gmt8DayKey(addMonthsGmt8(aug31, 6))).toBe('2027-02-28');
    expect(gmt8DayKey(addMonthsGmt8(aug31, 18))).toBe('2028-02-29');
    expect(gmt8Parts(addMonthsGmt8(aug31, 6)).hour).toBe(2);
    expect(gmt8DayKey(addMonthsGmt8(MON_0800, 60))).toBe('2031-11-23');
  });
});

describe('issue 15 limit changes: a cut at once, a loosening after 24 h', () => {
  it('puts a first limit and a cut in force at once', () => {
    const first = changeLimit(NO_LIMIT, 5_000_00, MON_0800);
    expect(first).toEqual({ setting: { amount: 5_000_00, pending: null }, effect: 'now', effectiveAt: MON_0800 });
    const cut = changeLimit(first.setting, 1_000_00, MON_0800 + 1);
    expect(cut.effect).toBe('now');
    expect(limitAt(cut.setting, MON_0800 + 1).amount).toBe(1_000_00);
  });
  it('holds a raise or a removal for 24 h, then applies it', () => {
    const set: LimitSetting = { amount: 1_000_00, pending: null };
    const raise = changeLimit(set, 2_000_00, MON_0800);
    expect(raise.effect).toBe('later');
    expect(raise.effectiveAt).toBe(MON_0800 + LIMIT_RAISE_DELAY_MS);
    expect(limitAt(raise.setting, MON_0800 + LIMIT_RAISE_DELAY_MS - 1).amount).toBe(1_000_00);
    expect(limitAt(raise.setting, MON_0800 + LIMIT_RAISE_DELAY_MS).amount).toBe(2_000_00);
    const removal = changeLimit(set, null, MON_0800);
    expect(removal.effect).toBe('later');
    expect(limitAt(removal.setting, MON_0800 + LIMIT_RAISE_DELAY_MS).amount).toBeNull();
  });
  it('lets a cut cancel a pending raise, and asking for the amount in force cancel it too', () => {
    const raised = changeLimit({ amount: 1_000_00, pending: null }, 3_000_00, MON_0800).setting;
    expect(changeLimit(raised, 2_000_00, MON_0800 + MS_PER_HOUR).setting).toEqual({ amount: 1_000_00, pending: { amount: 2_000_00, effectiveAt: MON_0800 + MS_PER_HOUR + LIMIT_RAISE_DELAY_MS } });
    expect(changeLimit(raised, 500_00, MON_0800 + MS_PER_HOUR).setting).toEqual({ amount: 500_00, pending: null });
    expect(changeLimit(raised, 1_000_00, MON_0800 + MS_PER_HOUR)).toMatchObject({ setting: { amount: 1_000_00, pending: null }, effect: 'now' });
    expect(changeLimit({ amount: 1_000_00, pending: null }, 1_000_00, MON_0800).effect).toBe('none');
  });
  it('refuses amounts that are not positive whole numbers', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => changeLimit(NO_LIMIT, bad, MON_0800)).toThrow(/a limit is a positive whole number, got/);
    expect(changeLimit(NO_LIMIT, 1, MON_0800).setting.amount).toBe(1);
  });
  it('reads the same amount, or a lower one, as no loosening; removing a limit as one', () => {
    expect(isLoosening(1_000, 1_000)).toBe(false);
    expect(isLoosening(1_000, 999)).toBe(false);
    expect(isLoosening(1_000, 1_001)).toBe(true);
    expect(isLoosening(1_000, null)).toBe(true);
    expect(isLoosening(null, 1_000)).toBe(false);
  });
  it('applies a pending raise at its instant exactly, and says a repeat of the amount in force changes nothing', () => {
    const pending: LimitSetting = { amount: 100, pending: { amount: 200, effectiveAt: MON_0800 } };
    expect(limitAt(pending, MON_0800)).toEqual({ amount: 200, pending: null });
    expect(limitAt(pending, MON_0800 - 1)).toBe(pending);
    // Asking again for 200 once it is in force: nothing changes.
    expect(changeLimit(pending, 200, MON_0800)).toEqual({ setting: { amount: 200, pending: null }, effect: 'none', effectiveAt: MON_0800 });
  });
  it('loosens the limit in force only 24 h after the last request, to the amount it asked for (property)', () => {
    const request = fc.record({ after: fc.integer({ min: 0, max: 2 * MS_PER_DAY }), amount: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }) });
    const looser = (a: number | null, b: number | null) => a !== b && (a === null || (b !== null && a > b));
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 12 }), (requests) => {
        let setting: LimitSetting = NO_LIMIT;
        let at = MON_0800;
        const history: { at: number; amount: number | null; setting: LimitSetting }[] = [];
        for (const r of requests) {
          at += r.after;
          const before = limitAt(setting, at).amount;
          setting = changeLimit(setting, r.amount, at).setting;
          // A request never loosens the limit in force at once.
          if (looser(limitAt(setting, at).amount, before)) return false;
          history.push({ at, amount: r.amount, setting });
        }
        const inForce = (t: number) => {
          const last = history.filter((h) => h.at <= t).at(-1);
          return last === undefined ? null : limitAt(last.setting, t).amount;
        };
        const events = [...new Set(history.flatMap((h) => [h.at, h.at + LIMIT_RAISE_DELAY_MS]))].sort((a, b) => a - b);
        for (const e of events) {
          if (!looser(inForce(e), inForce(e - 1))) continue;
          // A loosening at e: the last request was made exactly 24 h before and asked for this amount.
          const last = history.filter((h) => h.at <= e).at(-1)!;
          if (last.at !== e - LIMIT_RAISE_DELAY_MS || last.amount !== inForce(e)) return false;
        }
        // 24 h after the last request, its amount is in force.
        return inForce(at + LIMIT_RAISE_DELAY_MS) === history.at(-1)!.amount;
      }),
    );
  });
});

describe('issue 15 limit checks: deposit, loss and play time, with the reset time', () => {
  it('lets a deposit up to the limit through and refuses the one past it, with what is left and when it resets', () => {
    expect(checkLimit('deposit', 'day', 1_000_00, 600_00, 400_00, MON_0800)).toEqual({ allowed: true });
    expect(checkLimit('deposit', 'day', 1_000_00, 600_00, 400_01, MON_0800)).toEqual({
      allowed: false, kind: 'deposit', period: 'day', limit: 1_000_00, remaining: 400_00, resetsAt: Date.UTC(2026, 10, 23, 16),
    });
    expect(checkLimit('deposit', 'week', null, 10 ** 9, 10 ** 9, MON_0800)).toEqual({ allowed: true });
  });
  it('counts a stake as lost whole, and a net win as no loss', () => {
    expect(checkLimit('loss', 'week', 500_00, 450_00, 50_00, MON_0800).allowed).toBe(true);
    expect(checkLimit('loss', 'week', 500_00, 450_00, 50_01, MON_0800)).toMatchObject({ allowed: false, remaining: 50_00, resetsAt: Date.UTC(2026, 10, 29, 16) });
    expect(checkLimit('loss', 'week', 500_00, -9_000_00, 500_00, MON_0800).allowed).toBe(true);
  });
  it('stops play once the minutes are used up', () => {
    expect(checkLimit('session', 'day', 60, 59, 0, MON_0800).allowed).toBe(true);
    expect(checkLimit('session', 'day', 60, 60, 0, MON_0800)).toMatchObject({ allowed: false, remaining: 0 });
  });
  it('tells the refusal that resets last', () => {
    const day = checkLimit('deposit', 'day', 10, 10, 1, MON_0800);
    const month = checkLimit('deposit', 'month', 10, 10, 1, MON_0800);
    expect(firstRefusal([{ allowed: true }, day, month])).toBe(month);
    expect(firstRefusal([{ allowed: true }])).toEqual({ allowed: true });
    // Two limits resetting at the same time: the first listed is told.
    const loss = checkLimit('loss', 'day', 10, 10, 1, MON_0800);
    expect(firstRefusal([day, loss])).toBe(day);
    expect(firstRefusal([month, day])).toBe(month);
  });
  it('lets a deposit or a bet use the limit to the last centavo, and play time to the last minute', () => {
    expect(checkLimit('deposit', 'day', 100, 0, 100, MON_0800).allowed).toBe(true);
    expect(checkLimit('deposit', 'day', 100, 0, 101, MON_0800)).toMatchObject({ allowed: false, remaining: 100 });
    expect(checkLimit('session', 'week', 60, 0, 10_000, MON_0800).allowed).toBe(true);
    expect(checkLimit('session', 'week', 60, 61, 0, MON_0800)).toMatchObject({ allowed: false, remaining: 0, resetsAt: Date.UTC(2026, 10, 29, 16) });
  });
  it('never lets the period total pass the limit, across GMT+8 day and week boundaries (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.record({ after: fc.integer({ min: 0, max: 30 * MS_PER_HOUR }), amount: fc.integer({ min: 1, max: 60_000 }) }), { maxLength: 40 }),
        (period, limit, deposits) => {
          let at = Date.UTC(2026, 10, 22, 12); // Sunday 20:00 GMT+8, near a day and a week boundary
          const accepted: { at: number; amount: number }[] = [];
          for (const d of deposits) {
            at += d.after;
            const w = periodWindow(period, at);
            const used = accepted.filter((a) => a.at >= w.start && a.at < w.end).reduce((s, a) => s + a.amount, 0);
            const v = checkLimit('deposit', period, limit, used, d.amount, at);
            if (v.allowed) accepted.push({ at, amount: d.amount });
            else if (v.resetsAt !== w.end || v.remaining !== limit - used) return false;
          }
          // Every period's total stays within the limit.
          const totals = new Map<number, number>();
          for (const a of accepted) {
            const key = periodWindow(period, a.at).start;
            totals.set(key, (totals.get(key) ?? 0) + a.amount);
          }
          return [...totals.values()].every((t) => t <= limit);
        },
      ),
    );
  });
});

describe('issue 15 play time and the reality check', () => {
  it('counts the time between activities, gaps up to 5 minutes, inside the window', () => {
    const w = periodWindow('day', MON_0800);
    const m = MS_PER_MINUTE;
    expect(playedMs([MON_0800, MON_0800 + 2 * m, MON_0800 + 4 * m], w)).toBe(4 * m);
    expect(playedMs([MON_0800 + 4 * m, MON_0800, MON_0800 + 60 * m], w)).toBe(4 * m + 5 * m);
    // A sitting across midnight counts only its part of the day.
    expect(playedMs([w.end - 2 * m, w.end + 2 * m], w)).toBe(2 * m);
    expect(playedMs([], w)).toBe(0);
  });
  it('never counts more than the window or than the gaps allow (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: MON_0800 - MS_PER_DAY, max: MON_0800 + MS_PER_DAY }), { maxLength: 60 }), (times) => {
        const w = periodWindow('day', MON_0800);
        const played = playedMs(times, w);
        return played >= 0 && played <= w.end - w.start && played <= Math.max(0, times.length - 1) * 5 * MS_PER_MINUTE;
      }),
    );
  });
  it('falls due every chosen interval since the sitting began', () => {
    expect(nextRealityCheck(MON_0800, 30, MON_0800)).toBe(MON_0800 + 30 * MS_PER_MINUTE);
    expect(nextRealityCheck(MON_0800, 30, MON_0800 + 30 * MS_PER_MINUTE)).toBe(MON_0800 + 60 * MS_PER_MINUTE);
    expect(nextRealityCheck(MON_0800, 15, MON_0800 + 44 * MS_PER_MINUTE)).toBe(MON_0800 + 45 * MS_PER_MINUTE);
    expect(() => nextRealityCheck(MON_0800, 0, MON_0800)).toThrow(/interval must be positive, got 0/);
    // Asked before the sitting began: the first check is one interval after its start.
    expect(nextRealityCheck(MON_0800, 30, MON_0800 - MS_PER_HOUR)).toBe(MON_0800 + 30 * MS_PER_MINUTE);
  });
});

describe('issue 15 cooling-off and self-exclusion', () => {
  it('takes a cooling-off of 24 hours to 6 weeks that cannot be ended early', () => {
    expect(() => coolingOff(MON_0800, MS_PER_DAY - 1)).toThrow(RangeError);
    expect(() => coolingOff(MON_0800, COOLING_OFF_MAX_MS + 1)).toThrow(/a cooling-off lasts 24 hours to 6 weeks/);
    // Exactly 24 hours and exactly 6 weeks are both terms a player may choose.
    expect(coolingOff(MON_0800, MS_PER_DAY).endsAt).toBe(MON_0800 + MS_PER_DAY);
    expect(coolingOff(MON_0800, COOLING_OFF_MAX_MS).endsAt).toBe(MON_0800 + 42 * MS_PER_DAY);
    // In force from its first instant to the one before its end.
    const day = coolingOff(MON_0800, MS_PER_DAY);
    expect(isExcluded(day, MON_0800 - 1)).toBe(false);
    expect(isExcluded(day, MON_0800 + MS_PER_DAY - 1)).toBe(true);
    expect(isExcluded(null, MON_0800)).toBe(false);
    const c = coolingOff(MON_0800, 7 * MS_PER_DAY);
    expect(isExcluded(c, MON_0800)).toBe(true);
    expect(isExcluded(c, MON_0800 + 7 * MS_PER_DAY)).toBe(false);
    expect(liftableFrom(c)).toBeUndefined();
  });
  it('records which kind of break the player took (the protection page names it)', () => {
    expect(coolingOff(MON_0800, MS_PER_DAY)).toEqual({ kind: 'coolingOff', startedAt: MON_0800, endsAt: MON_0800 + MS_PER_DAY });
    expect(selfExclusion(MON_0800, '6m')).toMatchObject({ kind: 'selfExclusion', startedAt: MON_0800 });
  });
  it('runs self-exclusion for 6 months, 1 year or 5 years, the first 6 months irrevocable', () => {
    const six = selfExclusion(MON_0800, '6m');
    expect(gmt8DayKey(six.endsAt)).toBe('2027-05-23');
    expect(liftableFrom(six)).toBeUndefined();
    const year = selfExclusion(MON_0800, '1y');
    expect(gmt8DayKey(year.endsAt)).toBe('2027-11-23');
    expect(gmt8DayKey(liftableFrom(year)!)).toBe('2027-05-23');
    expect(gmt8DayKey(selfExclusion(MON_0800, '5y').endsAt)).toBe('2031-11-23');
  });
  it('ends a self-exclusion asked to end after its first 6 months, 24 hours after the request', () => {
    const year = selfExclusion(MON_0800, '1y');
    const from = liftableFrom(year)!;
    expect(liftExclusion(year, from - 1)).toBeUndefined();
    expect(liftExclusion(year, from)).toEqual({ ...year, endsAt: from + EXCLUSION_LIFT_DELAY_MS });
    expect(liftExclusion(year, year.endsAt - 1)).toEqual(year);
    expect(liftExclusion(year, year.endsAt)).toBeUndefined();
    expect(liftExclusion(coolingOff(MON_0800, 7 * MS_PER_DAY), MON_0800 + MS_PER_DAY)).toBeUndefined();
    expect(liftExclusion(selfExclusion(MON_0800, '6m'), MON_0800 + 200 * MS_PER_DAY)).toBeUndefined();
  });
  it('lets a new request lengthen an exclusion in force, never shorten it', () => {
    const year = selfExclusion(MON_0800, '1y');
    const week = coolingOff(MON_0800 + MS_PER_DAY, 7 * MS_PER_DAY);
    expect(mergeExclusion(year, week, MON_0800 + MS_PER_DAY)).toBe(year);
    const five = selfExclusion(MON_0800 + MS_PER_DAY, '5y');
    expect(mergeExclusion(year, five, MON_0800 + MS_PER_DAY)).toBe(five);
    expect(mergeExclusion(week, year, MON_0800 + 30 * MS_PER_DAY)).toBe(year);
    expect(mergeExclusion(null, week, MON_0800)).toBe(week);
    // A request ending at the same instant keeps the exclusion as it is (its start, its kind).
    const sameEnd = coolingOff(year.endsAt - 7 * MS_PER_DAY, 7 * MS_PER_DAY);
    expect(mergeExclusion(year, sameEnd, year.endsAt - 7 * MS_PER_DAY)).toBe(year);
  });
  it('keeps sign-in, withdrawal and records open, and refuses bets, deposits, bonuses and marketing', () => {
    expect(['login', 'withdraw', 'records'].every((a) => allowedWhileExcluded(a as never))).toBe(true);
    expect(['bet', 'deposit', 'bonus', 'marketing'].some((a) => allowedWhileExcluded(a as never))).toBe(false);
  });
});
