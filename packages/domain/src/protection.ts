// Player protection (issue 15 "Player protection and per-market switches"): the age gate, the
// player's own deposit, loss and play-time limits, the reality check, cooling-off and
// self-exclusion, and the switches each market's regulator requires. The spec shows none of these;
// they follow what the regulators of the product's markets ask (PAGCOR in the Philippines, the SPA of
// Brazil's finance ministry) and what their auditors check first: a cut of a limit is never delayed,
// a loosening always is, and an exclusion keeps the door to the player's own money open.
//
// Every period is a GMT+8 calendar period (spec §9 "Daily settlement 0:00 GMT+8"): the day starts at
// 0:00, the week on Monday 0:00, the month on the 1st at 0:00.
import { gmt8DayKey, gmt8DayStart, gmt8Parts, gmt8StartOfDay, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, type DayKey } from './gmt8';
import type { LocaleCode } from './locale';

// ---------------------------------------------------------------------------------------------
// Markets

/** The markets the product serves (spec §1's locales, one market per country). */
export const MARKETS = ['PH', 'BR', 'MX', 'IN', 'MY', 'ID', 'CN'] as const;
export type Market = (typeof MARKETS)[number];

/** A help line shown on the responsible-gaming page (free, confidential, in the market's language). */
export interface HelpLine {
  readonly name: string;
  /** What the player dials or opens, written as the service publishes it. */
  readonly contact: string;
}

/** What a market's law switches on or off; enforced by the server, shown by the brand. */
export interface MarketRules {
  /** Youngest age that may register and play. */
  readonly minAge: number;
  /** Online cockfighting (e-sabong) may be offered. */
  readonly sabong: boolean;
  /** Cash in and out in crypto may be offered. */
  readonly crypto: boolean;
  /** A bonus for signing up may be given. */
  readonly signUpBonus: boolean;
  /** The player's identity is verified before the first deposit. */
  readonly kycBeforeDeposit: boolean;
  readonly helpLines: readonly HelpLine[];
}

/**
 * The switches per market, as the law stood when this was written; an operator overrides them in
 * brand or operator config where its licence says more.
 * - PH: PAGCOR's rules bar players under 21; e-sabong has been suspended since 2022 (executive order).
 * - BR: Law 14.790/2023 and its ordinances: 18+, no bonus given in advance (sign-up bonus), payments
 *   only through Brazilian accounts (no crypto), identity verified before any deposit.
 * - Elsewhere 18+, with the product's defaults.
 */
export const MARKET_RULES: Readonly<Record<Market, MarketRules>> = {
  PH: {
    minAge: 21,
    sabong: false,
    crypto: true,
    signUpBonus: true,
    kycBeforeDeposit: false,
    helpLines: [{ name: 'National Center for Mental Health Crisis Hotline', contact: '1553' }],
  },
  BR: {
    minAge: 18,
    sabong: false,
    crypto: false,
    signUpBonus: false,
    kycBeforeDeposit: true,
    helpLines: [{ name: 'CVV – Centro de Valorização da Vida', contact: '188' }],
  },
  MX: {
    minAge: 18,
    sabong: true,
    crypto: true,
    signUpBonus: true,
    kycBeforeDeposit: false,
    helpLines: [{ name: 'Línea de la Vida', contact: '800 911 2000' }],
  },
  IN: {
    minAge: 18,
    sabong: false,
    crypto: true,
    signUpBonus: true,
    kycBeforeDeposit: false,
    helpLines: [{ name: 'Tele-MANAS', contact: '14416' }],
  },
  MY: {
    minAge: 18,
    sabong: false,
    crypto: true,
    signUpBonus: true,
    kycBeforeDeposit: false,
    helpLines: [{ name: 'Befrienders Kuala Lumpur', contact: '03-7627 2929' }],
  },
  ID: {
    minAge: 18,
    sabong: false,
    crypto: true,
    signUpBonus: true,
    kycBeforeDeposit: false,
    helpLines: [{ name: 'Layanan Sehat Jiwa (Healing 119)', contact: '119 ext. 8' }],
  },
  CN: {
    minAge: 18,
    sabong: false,
    crypto: false,
    signUpBonus: true,
    kycBeforeDeposit: true,
    helpLines: [{ name: '全国统一心理援助热线', contact: '12356' }],
  },
};

/** The market of a locale: the country part of the locale code (spec §1 locales). */
export function marketOfLocale(locale: LocaleCode): Market {
  const country = locale.slice(locale.indexOf('-') + 1) as Market;
  return country;
}

// ---------------------------------------------------------------------------------------------
// Age gate

/**
 * Completed years of someone born on `birthday` ('YYYY-MM-DD') at the instant `at`, counted on the
 * GMT+8 calendar; undefined when the birthday is not a real date or lies after `at`. Someone born on
 * 29 February has a birthday on 1 March in other years (the later reading, so nobody plays a day
 * early).
 */
export function ageOn(birthday: DayKey, at: number): number | undefined {
  if (gmt8DayStart(birthday) === undefined) return undefined;
  const today = gmt8DayKey(at);
  if (birthday > today) return undefined;
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

export type BirthdayVerdict = 'ok' | 'invalid' | 'tooYoung';

/** Whether a date of birth may register in a market whose minimum age is `minAge`. */
export function checkBirthday(birthday: string, at: number, minAge: number): BirthdayVerdict {
  const age = ageOn(birthday, at);
  if (age === undefined || age > 120) return 'invalid';
  return age >= minAge ? 'ok' : 'tooYoung';
}

// ---------------------------------------------------------------------------------------------
// Periods

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export interface Window {
  /** First instant of the period. */
  readonly start: number;
  /** First instant of the next period: when a limit of this period resets. */
  readonly end: number;
}

/** The first instant of the GMT+8 calendar month `monthOffset` months after the instant's month. */
function monthStart(at: number, monthOffset: number): number {
  const p = gmt8Parts(at);
  const index = p.year * 12 + (p.month - 1) + monthOffset;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  // Stryker disable next-line StringLiteral: the years here (a player's lifetime) have four digits, nothing to pad
  return gmt8DayStart(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`)!;
}

/** The GMT+8 calendar period holding an instant: day from 0:00, week from Monday, month from the 1st. */
export function periodWindow(period: LimitPeriod, at: number): Window {
  const dayStart = gmt8StartOfDay(at);
  switch (period) {
    case 'day':
      return { start: dayStart, end: dayStart + MS_PER_DAY };
    case 'week': {
      const start = dayStart - (gmt8Parts(at).isoWeekday - 1) * MS_PER_DAY;
      return { start, end: start + 7 * MS_PER_DAY };
    }
    case 'month':
      return { start: monthStart(at, 0), end: monthStart(at, 1) };
  }
}

/** The same wall-clock instant `months` later in GMT+8, on the month's last day when it is shorter. */
export function addMonthsGmt8(at: number, months: number): number {
  const p = gmt8Parts(at);
  const target = monthStart(at, months);
  const t = gmt8Parts(target);
  const lastDay = new Date(Date.UTC(t.year, t.month, 0)).getUTCDate();
  const day = Math.min(p.day, lastDay);
  return target + (day - 1) * MS_PER_DAY + (at - gmt8StartOfDay(at));
}

// ---------------------------------------------------------------------------------------------
// Limits set by the player

export const LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
/** deposit and loss are money (minor units); session is minutes of play. */
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A loosened limit (raised or removed) takes effect only after this long; a cut at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * MS_PER_HOUR;

/** One limit of one kind and period. `null` is no limit. */
export interface LimitSetting {
  readonly amount: number | null;
  /** A loosening waiting for its time; a cut in the meantime cancels it. */
  readonly pending: { readonly amount: number | null; readonly effectiveAt: number } | null;
}

export const NO_LIMIT: LimitSetting = { amount: null, pending: null };

/** True when `next` is looser than `current` (a higher amount, or no limit at all). */
export function isLoosening(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/** The setting as it stands at `at`: a pending loosening whose time has come is in force. */
export function limitAt(setting: LimitSetting, at: number): LimitSetting {
  if (setting.pending !== null && at >= setting.pending.effectiveAt) return { amount: setting.pending.amount, pending: null };
  return setting;
}

export interface LimitChange {
  readonly setting: LimitSetting;
  /** 'now' for a cut (or a new limit), 'later' for a loosening, 'none' when nothing changes. */
  readonly effect: 'now' | 'later' | 'none';
  /** When the requested amount is in force. */
  readonly effectiveAt: number;
}

/**
 * A player's request to set a limit to `requested` at `at`: a cut, or a first limit, is in force at
 * once and cancels any pending loosening; a loosening waits LIMIT_RAISE_DELAY_MS from this request
 * (asking again restarts the wait); asking for the amount in force cancels a pending loosening.
 */
export function changeLimit(setting: LimitSetting, requested: number | null, at: number): LimitChange {
  if (requested !== null && (!Number.isSafeInteger(requested) || requested <= 0)) {
    throw new RangeError(`a limit is a positive whole number, got ${String(requested)}`);
  }
  const now = limitAt(setting, at);
  if (requested === now.amount) {
    return { setting: { amount: now.amount, pending: null }, effect: now.pending === null ? 'none' : 'now', effectiveAt: at };
  }
  if (!isLoosening(now.amount, requested)) return { setting: { amount: requested, pending: null }, effect: 'now', effectiveAt: at };
  const effectiveAt = at + LIMIT_RAISE_DELAY_MS;
  return { setting: { amount: now.amount, pending: { amount: requested, effectiveAt } }, effect: 'later', effectiveAt };
}

export type LimitVerdict =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly kind: LimitKind;
      readonly period: LimitPeriod;
      readonly limit: number;
      /** What is left of the limit this period (0 when it is used up). */
      readonly remaining: number;
      /** When the period ends and the limit is whole again. */
      readonly resetsAt: number;
    };

/**
 * Whether an action fits a limit. `used` is what the period holds so far: money deposited, net
 * money lost (stakes minus what came back, never below 0), or minutes played. `attempt` is the
 * deposit, the stake (a bet may be lost whole), or 0 for play time (play stops once the minutes
 * are used up).
 */
export function checkLimit(kind: LimitKind, period: LimitPeriod, limit: number | null, used: number, attempt: number, at: number): LimitVerdict {
  if (limit === null) return { allowed: true };
  const spent = Math.max(0, used);
  const fits = kind === 'session' ? spent < limit : spent + attempt <= limit;
  if (fits) return { allowed: true };
  return { allowed: false, kind, period, limit, remaining: Math.max(0, limit - spent), resetsAt: periodWindow(period, at).end };
}

/**
 * The first refusal among several limits (each kind has a day, a week and a month limit), the one
 * that resets last, so the player is told the time play really opens again.
 */
export function firstRefusal(verdicts: readonly LimitVerdict[]): LimitVerdict {
  let worst: LimitVerdict = { allowed: true };
  for (const v of verdicts) {
    // Stryker disable next-line ConditionalExpression: an allowed verdict has no resetsAt, so it only ever replaces an allowed one
    if (v.allowed) continue;
    if (worst.allowed || v.resetsAt > worst.resetsAt) worst = v;
  }
  return worst;
}

// ---------------------------------------------------------------------------------------------
// Play time and the reality check

/** Two bets (or heartbeats) further apart than this belong to two sittings; the gap is not play. */
export const PLAY_GAP_MS = 5 * MS_PER_MINUTE;

/**
 * Milliseconds played inside a window, from the instants the player was active (bets, open-game
 * heartbeats; any order): the time between consecutive activities, each gap counted up to
 * PLAY_GAP_MS, clipped to the window.
 */
export function playedMs(activity: readonly number[], window: Window, gapMs: number = PLAY_GAP_MS): number {
  const times = [...activity].sort((a, b) => a - b);
  let total = 0;
  // Stryker disable next-line EqualityOperator: one more step reads past the end, gets NaN and adds nothing
  for (let i = 1; i < times.length; i += 1) {
    const from = Math.max(times[i - 1]!, window.start);
    const to = Math.min(times[i]!, times[i - 1]! + gapMs, window.end);
    // Stryker disable next-line EqualityOperator: when to equals from the sitting adds 0
    if (to > from) total += to - from;
  }
  return total;
}

/** The intervals a player may choose for the reality check, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** When the next reality check is due: every interval since the sitting started, after `at`. */
export function nextRealityCheck(sittingStart: number, intervalMinutes: number, at: number): number {
  const step = intervalMinutes * MS_PER_MINUTE;
  if (!(step > 0)) throw new RangeError(`interval must be positive, got ${String(intervalMinutes)}`);
  const elapsed = Math.max(0, at - sittingStart);
  return sittingStart + (Math.floor(elapsed / step) + 1) * step;
}

// ---------------------------------------------------------------------------------------------
// Cooling-off and self-exclusion

/** A cooling-off lasts from 24 hours to 6 weeks, and ends only by itself. */
export const COOLING_OFF_MIN_MS = 24 * MS_PER_HOUR;
export const COOLING_OFF_MAX_MS = 42 * MS_PER_DAY;

/** Self-exclusion terms (PAGCOR: 6 months, 1 year, 5 years), in months. */
export const SELF_EXCLUSION_MONTHS = { '6m': 6, '1y': 12, '5y': 60 } as const;
export type SelfExclusionTerm = keyof typeof SELF_EXCLUSION_MONTHS;

/** The first 6 months of a self-exclusion cannot be lifted, even at the player's request. */
export const SELF_EXCLUSION_IRREVOCABLE_MONTHS = 6;

export interface Exclusion {
  readonly kind: 'coolingOff' | 'selfExclusion';
  readonly startedAt: number;
  readonly endsAt: number;
}

export function coolingOff(startedAt: number, durationMs: number): Exclusion {
  if (!Number.isSafeInteger(durationMs) || durationMs < COOLING_OFF_MIN_MS || durationMs > COOLING_OFF_MAX_MS) {
    throw new RangeError(`a cooling-off lasts 24 hours to 6 weeks, got ${String(durationMs)} ms`);
  }
  return { kind: 'coolingOff', startedAt, endsAt: startedAt + durationMs };
}

export function selfExclusion(startedAt: number, term: SelfExclusionTerm): Exclusion {
  return { kind: 'selfExclusion', startedAt, endsAt: addMonthsGmt8(startedAt, SELF_EXCLUSION_MONTHS[term]) };
}

export function isExcluded(exclusion: Exclusion | null, at: number): boolean {
  return exclusion !== null && at >= exclusion.startedAt && at < exclusion.endsAt;
}

/**
 * When the player may ask to end an exclusion early: a self-exclusion after its first 6 months; a
 * cooling-off never (it is short and runs its course). Undefined when it cannot be ended early.
 */
export function liftableFrom(exclusion: Exclusion): number | undefined {
  // Stryker disable next-line ConditionalExpression,StringLiteral: a cooling-off lasts at most 6 weeks, so the 6-month line below is always past its end
  if (exclusion.kind === 'coolingOff') return undefined;
  const from = addMonthsGmt8(exclusion.startedAt, SELF_EXCLUSION_IRREVOCABLE_MONTHS);
  return from < exclusion.endsAt ? from : undefined;
}

/** A self-exclusion the player asks to end (after its irrevocable months) ends this long after the request. */
export const EXCLUSION_LIFT_DELAY_MS = 24 * MS_PER_HOUR;

/**
 * A request at `at` to end an exclusion early: the exclusion as it then stands (ending
 * EXCLUSION_LIFT_DELAY_MS after the request, never later than it would have), or undefined when it
 * cannot be ended yet (a cooling-off, or a self-exclusion in its first 6 months, or one not in force).
 */
export function liftExclusion(exclusion: Exclusion, at: number): Exclusion | undefined {
  const from = liftableFrom(exclusion);
  if (from === undefined || at < from || !isExcluded(exclusion, at)) return undefined;
  return { ...exclusion, endsAt: Math.min(exclusion.endsAt, at + EXCLUSION_LIFT_DELAY_MS) };
}

/**
 * A new request while an exclusion is in force may only lengthen it: the later end wins, and a
 * request that would end sooner changes nothing.
 */
export function mergeExclusion(current: Exclusion | null, next: Exclusion, at: number): Exclusion {
  // Stryker disable next-line ConditionalExpression: isExcluded(null) is false; this line is for the type checker
  if (current === null) return next;
  if (!isExcluded(current, at)) return next;
  return next.endsAt > current.endsAt ? next : current;
}

export type ProtectedAction = 'login' | 'withdraw' | 'records' | 'bet' | 'deposit' | 'bonus' | 'marketing';

/**
 * What an excluded player may still do: sign in, take their money out and see their records.
 * Betting, deposits, bonuses and marketing (popups, events) are refused by the server.
 */
export function allowedWhileExcluded(action: ProtectedAction): boolean {
  return action === 'login' || action === 'withdraw' || action === 'records';
}
