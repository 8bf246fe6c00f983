// Lotto (spec §1 "a lottery", §2 /lotto, /lottoResults, /lottoHistory, /lottoPanel, §4 and §9
// special draw countdowns at 13:45, 16:45 and 20:45 GMT+8). The spec shows no game rules; ours
// follow what a Philippine player knows from PCSO:
// - Swertres (pick 3): three digits 0–9 drawn at the special draw times. A straight bet wins when
//   the digits come in order (450× the stake, PCSO's ₱4,500 per ₱10); a rambolito bet wins in any
//   order and pays 450× divided by the number of orders the pick has (3 orders: 150×, 6: 75×; a
//   triple such as 777 has one order and is only played straight).
// - Lotto 6/42: six different numbers 1–42 on the operator's schedule (seed config), ₱20 a line,
//   fixed prizes by how many numbers match (6: ₱6,000,000, 5: ₱24,000, 4: ₱800, 3: ₱20).
// Numbers come from a committed seed (games.md "Fairness"): the server seed's SHA-256 is published
// when the draw is created, before sales open; at the draw, HMAC_SHA256(serverSeed, drawId) gives
// the numbers (lottoNumbersFromDigest) and the seed is revealed so anyone can recompute them. The
// digest is computed by the caller: the domain does no crypto.
import { MS_PER_DAY, MS_PER_MINUTE, MS_PER_SECOND, gmt8MsOfDay, gmt8Parts, parseTimeOfDay } from './gmt8';
import { SPECIAL_DRAW_TIMES } from './specialDraw';

export const LOTTO_GAMES = ['swertres', 'lotto642'] as const;
export type LottoGame = (typeof LOTTO_GAMES)[number];

export const LOTTO_BET_TYPES = ['straight', 'rambolito', 'standard'] as const;
export type LottoBetType = (typeof LOTTO_BET_TYPES)[number];

export interface LottoGameRules {
  /** How many numbers a pick and a draw have. */
  readonly count: number;
  readonly min: number;
  readonly max: number;
  /** True: the numbers are all different (a ball leaves the drum); false: digits may repeat. */
  readonly distinct: boolean;
  readonly betTypes: readonly LottoBetType[];
  /** Stake limits and step, minor units. */
  readonly minStake: number;
  readonly maxStake: number;
  readonly stakeStep: number;
  /** Sales close this long before the draw. */
  readonly closeBeforeMs: number;
}

/** Each game's rules (spec §1 lottery; our design after PCSO's Swertres and Lotto 6/42). */
export const LOTTO_RULES: Readonly<Record<LottoGame, LottoGameRules>> = {
  swertres: { count: 3, min: 0, max: 9, distinct: false, betTypes: ['straight', 'rambolito'], minStake: 1_000, maxStake: 100_000, stakeStep: 1_000, closeBeforeMs: 5 * MS_PER_MINUTE },
  lotto642: { count: 6, min: 1, max: 42, distinct: true, betTypes: ['standard'], minStake: 2_000, maxStake: 2_000, stakeStep: 2_000, closeBeforeMs: 5 * MS_PER_MINUTE },
};

/** Swertres straight pays 450× the stake (PCSO ₱4,500 per ₱10); rambolito shares it by orders. */
export const SWERTRES_STRAIGHT_MULTIPLIER = 450;

/** Lotto 6/42 prizes per ₱20 line by numbers matched, minor units (fixed, no shared jackpot). */
export const LOTTO642_PRIZES: Readonly<Record<number, number>> = { 6: 600_000_000, 5: 2_400_000, 4: 80_000, 3: 2_000 };

/** The special draws' times of day, GMT+8 (spec §4, §9): Swertres is drawn at these. */
export const SWERTRES_DRAW_TIMES = SPECIAL_DRAW_TIMES;

/** Whether a value (a route parameter, a results tab) names one of our games (spec §2 /lottoResults). */
export function isLottoGame(value: unknown): value is LottoGame {
  return (LOTTO_GAMES as readonly unknown[]).includes(value);
}

/**
 * How many different orders a Swertres pick's three digits have: 1 (777), 3 (112) or 6 (123).
 * Callers check the pick's length first (isValidLottoTicket, the shell's payout preview).
 */
export function lottoOrders(pick: readonly number[]): number {
  const distinct = new Set(pick).size;
  return distinct === 3 ? 6 : distinct === 2 ? 3 : 1;
}

/**
 * Whether a ticket may be sold (spec §1 lottery, our rules above): the pick has the game's count
 * of whole numbers in range (all different in 6/42), the bet type is the game's, a rambolito pick
 * has more than one order, and the stake is within the limits on the step.
 */
export function isValidLottoTicket(game: LottoGame, betType: LottoBetType, pick: readonly number[], stake: number): boolean {
  const rules = LOTTO_RULES[game];
  if (!rules.betTypes.includes(betType)) return false;
  if (pick.length !== rules.count || pick.some((n) => !Number.isInteger(n) || n < rules.min || n > rules.max)) return false;
  if (rules.distinct && new Set(pick).size !== pick.length) return false;
  if (betType === 'rambolito' && lottoOrders(pick) === 1) return false;
  return Number.isSafeInteger(stake) && stake >= rules.minStake && stake <= rules.maxStake && stake % rules.stakeStep === 0;
}

/** A ticket's pick as stored and shown: Swertres in the order played, 6/42 ascending. */
export function normaliseLottoPick(game: LottoGame, pick: readonly number[]): number[] {
  return LOTTO_RULES[game].distinct ? [...pick].sort((a, b) => a - b) : [...pick];
}

const UINT32_RANGE = 0x1_0000_0000;

/**
 * The drawn numbers from the draw's digest HMAC_SHA256(serverSeed, drawId), hex (games.md
 * "Fairness", 4 bytes per number). The i-th 4 bytes as a big-endian integer u_i pick
 * floor(u_i × n / 2^32) of n choices (bias below n / 2^32): Swertres takes a digit 0–9 per
 * draw; 6/42 draws without replacement (a partial Fisher–Yates shuffle of 1…42, n = 42 − i).
 * The result is in draw order (the order the balls came out).
 */
export function lottoNumbersFromDigest(game: LottoGame, digestHex: string): number[] {
  const rules = LOTTO_RULES[game];
  if (!/^[0-9a-f]{64}$/i.test(digestHex)) throw new RangeError('digest must be 64 hex digits (HMAC-SHA256)');
  const u = (i: number) => Number.parseInt(digestHex.slice(i * 8, i * 8 + 8), 16);
  const span = rules.max - rules.min + 1;
  if (!rules.distinct) return Array.from({ length: rules.count }, (_, i) => rules.min + Math.floor((u(i) * span) / UINT32_RANGE));
  const pool = Array.from({ length: span }, (_, i) => rules.min + i);
  // Stryker disable next-line EqualityOperator: one more swap only moves balls past the drawn count, which the slice below drops
  for (let i = 0; i < rules.count; i++) {
    const j = i + Math.floor((u(i) * (span - i)) / UINT32_RANGE);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, rules.count);
}

/**
 * What a ticket wins against the drawn numbers, minor units (our rules above): Swertres straight
 * stake × 450 when the digits match in order; rambolito stake × 450 / orders when they match in
 * any order; 6/42 the prize for the count of matched numbers (per ₱20 line).
 */
export function lottoTicketPayout(game: LottoGame, betType: LottoBetType, pick: readonly number[], stake: number, drawn: readonly number[]): number {
  if (game === 'lotto642') {
    const hits = pick.filter((n) => drawn.includes(n)).length;
    return ((LOTTO642_PRIZES[hits] ?? 0) * stake) / LOTTO_RULES.lotto642.stakeStep;
  }
  if (betType === 'straight') return pick.every((n, i) => drawn[i] === n) ? stake * SWERTRES_STRAIGHT_MULTIPLIER : 0;
  // Stryker disable next-line StringLiteral: Swertres numbers are single digits, so no separator changes the comparison
  const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join(',');
  return sorted(pick) === sorted(drawn) ? (stake * SWERTRES_STRAIGHT_MULTIPLIER) / lottoOrders(pick) : 0;
}

/** Milliseconds after 0:00 GMT+8 of each "HH:mm" time, ascending; RangeError for a bad one. */
function timesOfDayMs(times: readonly string[]): number[] {
  return times
    .map((t) => {
      const seconds = parseTimeOfDay(t);
      if (seconds === undefined) throw new RangeError(`not a time of day: ${t}`);
      return seconds * MS_PER_SECOND;
    })
    .sort((a, b) => a - b);
}

const ISO_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * The next `count` draw instants strictly after `afterMs` for draws held every day at `times`
 * (GMT+8 "HH:mm"), optionally only on some ISO weekdays (1 = Monday … 7 = Sunday; none: every day)
 * (spec §4, §9). A schedule with no time or no real weekday has no draws.
 */
export function nextLottoDraws(times: readonly string[], afterMs: number, count: number, weekdays?: readonly number[]): number[] {
  const ms = timesOfDayMs(times);
  const days = ISO_WEEKDAYS.filter((d) => weekdays === undefined || weekdays.length === 0 || weekdays.includes(d));
  if (ms.length === 0 || days.length === 0) return [];
  const out: number[] = [];
  for (let dayStart = afterMs - gmt8MsOfDay(afterMs); out.length < count; dayStart += MS_PER_DAY) {
    if (!days.includes(gmt8Parts(dayStart).isoWeekday)) continue;
    for (const t of ms) if (dayStart + t > afterMs && out.length < count) out.push(dayStart + t);
  }
  return out;
}

/** A draw's id, also the message its seed signs: `swertres-20261126-1345` (GMT+8 date and time). */
export function lottoDrawId(game: LottoGame, drawAtMs: number): string {
  const p = gmt8Parts(drawAtMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${game}-${p.year}${two(p.month)}${two(p.day)}-${two(p.hour)}${two(p.minute)}`;
}
