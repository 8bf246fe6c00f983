// Jump (crash), game 10003 (games.md "Jump"): each round has a crash point from the hash chain; the
// multiplier grows as e^(0.00006·ms); players bet in a window, then cash out by hand or at their
// auto cash-out before the crash. A round goes betting → running → crashed. Every time is the
// server's clock (epoch ms) passed in, so a cash-out in flight at the crash moment is decided by
// server time alone, never by the client.
import { EngineError, configCheck } from '../errors';
import { hmacSha256, utf8 } from '../fair/sha256';
import {
  DEFAULT_STAKE_LIMITS,
  assertStake,
  checkStakeLimits,
  isMinorAmount,
  mulDivFloor,
  sumMinor,
} from '../money';
import type { StakeLimits } from '../money';
import { assertChainHash, linksToTerminatingHash } from './hashChain';

export interface JumpConfig extends StakeLimits {
  /** Growth rate r of the multiplier e^(r·ms). */
  readonly growthPerMs: number;
  /** How long a round takes bets before it starts. */
  readonly bettingWindowMs: number;
  /** Lowest auto cash-out, in hundredths (101 = 1.01×). */
  readonly minAutoCashOutX100: number;
  /**
   * Highest crash point, in hundredths. The formula's tail is unbounded (up to 4.5·10^15×); capping
   * keeps amounts in safe integers and only affects the one round in a million past the cap.
   */
  readonly maxCrashPointX100: number;
  /**
   * Most the players of one round may win together (Σ payout − stake, minor units). When the
   * running multiplier would take it past this, everyone still in is cashed out.
   */
  readonly maxWinPerRound: number;
  /** The 99 of crash = floor(99 / (1 − X)) / 100: return to player in percent. */
  readonly rtpPercent: number;
}

/**
 * games.md "Jump": e^(0.00006·ms), a 5 s window, auto cash-out ≥ 1.01×, 1 % edge. The spec shows
 * no cap values; ×1,000,000 and ₱1,000,000 per round are ordinary operator limits.
 */
export const DEFAULT_JUMP_CONFIG: JumpConfig = {
  ...DEFAULT_STAKE_LIMITS,
  growthPerMs: 0.00006,
  bettingWindowMs: 5_000,
  minAutoCashOutX100: 101,
  maxCrashPointX100: 100_000_000,
  maxWinPerRound: 100_000_000,
  rtpPercent: 99,
};

export function checkJumpConfig(config: JumpConfig): void {
  checkStakeLimits(config);
  configCheck(
    config.growthPerMs > 0 && Number.isFinite(config.growthPerMs),
    'jump: growthPerMs must be positive',
  );
  configCheck(
    Number.isSafeInteger(config.bettingWindowMs) && config.bettingWindowMs > 0,
    'jump: bettingWindowMs must be positive',
  );
  configCheck(
    Number.isInteger(config.minAutoCashOutX100) && config.minAutoCashOutX100 > 100,
    'jump: minAutoCashOutX100 must be above 100 (1.00×)',
  );
  configCheck(
    Number.isSafeInteger(config.maxCrashPointX100) &&
      config.maxCrashPointX100 >= config.minAutoCashOutX100,
    'jump: maxCrashPointX100 must be at least the lowest auto cash-out',
  );
  configCheck(
    Number.isSafeInteger(config.maxStake * config.maxCrashPointX100),
    'jump: maxStake × maxCrashPointX100 must stay a safe integer',
  );
  configCheck(
    isMinorAmount(config.maxWinPerRound) && config.maxWinPerRound > 0,
    'jump: maxWinPerRound must be positive',
  );
  configCheck(
    Number.isInteger(config.rtpPercent) && config.rtpPercent > 0 && config.rtpPercent <= 100,
    'jump: rtpPercent in 1..100',
  );
}

// ---------------------------------------------------------------------------------------------
// Crash point and multiplier curve

const TWO_52 = 2n ** 52n;

/** Crash point (hundredths) of X = n / 2^52: max(1, floor(99 / (1 − X)) / 100), capped. Exact. */
export function crashPointFromUint52(n: number, config: JumpConfig = DEFAULT_JUMP_CONFIG): number {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 2 ** 52)
    throw new RangeError('crashPointFromUint52: n must be a 52-bit integer');
  const hundredths = Number((BigInt(config.rtpPercent) * TWO_52) / (TWO_52 - BigInt(n)));
  return Math.min(config.maxCrashPointX100, Math.max(100, hundredths));
}

/** First 52 bits of HMAC_SHA256(salt, gameHash), key = salt's UTF-8, message = the hash's hex text. */
export function crashUint52(gameHash: string, salt: string): number {
  const mac = hmacSha256(utf8(salt), utf8(gameHash));
  let n = 0;
  for (let i = 0; i < 6; i++) n = n * 256 + mac[i]!;
  return n * 16 + (mac[6]! >> 4);
}

/** The round's crash point in hundredths (games.md "Jump"). */
export function crashPointFromHash(
  gameHash: string,
  salt: string,
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): number {
  assertChainHash(gameHash);
  return crashPointFromUint52(crashUint52(gameHash, salt), config);
}

/** The multiplier shown `ms` after the start, in hundredths: floor(100 · e^(r·ms)). */
export function jumpMultiplierAt(ms: number, config: JumpConfig = DEFAULT_JUMP_CONFIG): number {
  return Math.floor(100 * Math.exp(config.growthPerMs * Math.max(0, ms)));
}

/** The first whole millisecond at which the multiplier shows at least `x100`. */
export function jumpTimeToReach(x100: number, config: JumpConfig = DEFAULT_JUMP_CONFIG): number {
  if (x100 <= 100) return 0;
  let t = Math.max(0, Math.ceil(Math.log(x100 / 100) / config.growthPerMs));
  while (t > 0 && jumpMultiplierAt(t - 1, config) >= x100) t -= 1;
  while (jumpMultiplierAt(t, config) < x100) t += 1;
  return t;
}

/**
 * When the round busts, in ms after the start: at 1.00× at once; otherwise the first millisecond at
 * which the multiplier would pass the crash point. Until then the crash point itself is payable.
 */
export function jumpBustAtMs(
  crashPointX100: number,
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): number {
  return crashPointX100 <= 100 ? 0 : jumpTimeToReach(crashPointX100 + 1, config);
}

// ---------------------------------------------------------------------------------------------
// The round state machine

export type JumpPhase = 'betting' | 'running' | 'crashed';

export interface JumpBet {
  readonly betId: string;
  readonly playerId: string;
  readonly stake: number;
  /** Auto cash-out in hundredths, or null for manual play. */
  readonly autoCashOutX100: number | null;
  readonly placedAt: number;
  /** Multiplier the bet was cashed out at (hundredths), null while in play or when lost. */
  readonly cashOutX100: number | null;
  /** When it was cashed out, in ms after the start. */
  readonly cashOutMs: number | null;
  /** How it left the round. */
  readonly exit: 'manual' | 'auto' | 'maxWin' | null;
  /** Amount credited (stake included); 0 until cashed out, and for a lost bet. */
  readonly payout: number;
}

export interface JumpRound {
  readonly roundId: string;
  readonly gameHash: string;
  readonly salt: string;
  /** Secret until the round crashes: never send it to players before (see jumpRoundView). */
  readonly crashPointX100: number;
  readonly phase: JumpPhase;
  readonly openedAt: number;
  readonly bettingEndsAt: number;
  readonly startedAt: number | null;
  readonly crashedAt: number | null;
  /** Latest server time processed, in ms after the start (−1 before the start). */
  readonly clockMs: number;
  readonly bets: readonly JumpBet[];
  /** Level at which the maximum win forced everyone out, if it did. */
  readonly maxWinCashOutX100: number | null;
}

function assertTime(now: number, after: number, what: string): void {
  if (!Number.isSafeInteger(now) || now < after) {
    throw new EngineError(
      'INVALID_TIME',
      `${what}: server time must be a whole ms not before ${after}`,
    );
  }
}

function illegal(round: JumpRound, action: string): EngineError {
  return new EngineError(
    'ILLEGAL_TRANSITION',
    `jump round ${round.roundId} is ${round.phase}: cannot ${action}`,
  );
}

/** Opens a round on its game hash; the betting window starts at `openedAt` (server time). */
export function openJumpRound(
  input: { roundId: string; gameHash: string; salt: string; openedAt: number },
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): JumpRound {
  assertTime(input.openedAt, 0, 'open');
  return {
    roundId: input.roundId,
    gameHash: input.gameHash,
    salt: input.salt,
    crashPointX100: crashPointFromHash(input.gameHash, input.salt, config),
    phase: 'betting',
    openedAt: input.openedAt,
    bettingEndsAt: input.openedAt + config.bettingWindowMs,
    startedAt: null,
    crashedAt: null,
    clockMs: -1,
    bets: [],
    maxWinCashOutX100: null,
  };
}

/** Takes a bet while the window is open by server time; one that arrives after it is refused. */
export function placeJumpBet(
  round: JumpRound,
  bet: { betId: string; playerId: string; stake: number; autoCashOutX100?: number | null },
  now: number,
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): JumpRound {
  if (round.phase !== 'betting' || now >= round.bettingEndsAt) {
    throw new EngineError('BETTING_CLOSED', `jump round ${round.roundId} no longer takes bets`);
  }
  assertTime(now, round.openedAt, 'bet');
  assertStake(bet.stake, config);
  const auto = bet.autoCashOutX100 ?? null;
  if (
    auto !== null &&
    (!Number.isInteger(auto) || auto < config.minAutoCashOutX100 || auto > config.maxCrashPointX100)
  ) {
    throw new EngineError(
      'INVALID_BET',
      `auto cash-out must be between ${config.minAutoCashOutX100 / 100}× and ${config.maxCrashPointX100 / 100}×`,
    );
  }
  if (round.bets.some((b) => b.betId === bet.betId))
    throw new EngineError('DUPLICATE_BET', `bet ${bet.betId} is already in the round`);
  const placed: JumpBet = {
    betId: bet.betId,
    playerId: bet.playerId,
    stake: bet.stake,
    autoCashOutX100: auto,
    placedAt: now,
    cashOutX100: null,
    cashOutMs: null,
    exit: null,
    payout: 0,
  };
  return { ...round, bets: [...round.bets, placed] };
}

/** Starts the multiplier once the window has closed; a 1.00× round busts at once. */
export function startJumpRound(
  round: JumpRound,
  now: number,
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): JumpRound {
  if (round.phase !== 'betting') throw illegal(round, 'start');
  assertTime(now, round.bettingEndsAt, 'start');
  return advance({ ...round, phase: 'running', startedAt: now }, now, config);
}

/**
 * Brings the round to server time `now`: auto cash-outs, the maximum-win cash-out and the crash
 * happen at their own times in order, so the result does not depend on how often this is called.
 */
export function advanceJumpRound(
  round: JumpRound,
  now: number,
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): JumpRound {
  if (round.phase !== 'running') throw illegal(round, 'advance');
  return advance(round, now, config);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function floorTimes(stake: number, x100: number): number {
  const product = stake * x100; // safe: checkJumpConfig bounds maxStake × maxCrashPointX100
  return (product - (product % 100)) / 100;
}

function advance(round: JumpRound, now: number, config: JumpConfig): JumpRound {
  const startedAt = round.startedAt!;
  assertTime(now, startedAt + Math.max(0, round.clockMs), 'advance');
  const tNow = now - startedAt;
  const crash = round.crashPointX100;
  const bustAt = jumpBustAtMs(crash, config);
  const bets: Mutable<JumpBet>[] = round.bets.map((b) => ({ ...b }));
  let maxWinCashOutX100 = round.maxWinCashOutX100;
  const active = () => bets.filter((b) => b.exit === null);
  const cashOut = (b: Mutable<JumpBet>, x100: number, ms: number, exit: JumpBet['exit']) => {
    b.cashOutX100 = x100;
    b.cashOutMs = ms;
    b.exit = exit;
    b.payout = floorTimes(b.stake, x100);
  };

  for (;;) {
    const live = active();
    if (live.length === 0 && bustAt > tNow) break;
    // Next auto cash-out due (targets above the crash point never come).
    let autoMs = Infinity;
    for (const b of live) {
      if (b.autoCashOutX100 !== null && b.autoCashOutX100 <= crash)
        autoMs = Math.min(autoMs, jumpTimeToReach(b.autoCashOutX100, config));
    }
    // Highest level the players' combined win stays within the cap; force everyone out there.
    const cashed = sumMinor(bets.filter((b) => b.exit !== null).map((b) => b.payout - b.stake));
    const winAt = (x100: number) =>
      cashed + live.reduce((sum, b) => sum + floorTimes(b.stake, x100) - b.stake, 0);
    let forceMs = Infinity;
    let forceX100 = crash;
    if (live.length > 0 && winAt(crash) > config.maxWinPerRound) {
      let lo = 100; // winAt(100) = cashed ≤ cap, an invariant of every earlier step
      let hi = crash;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (winAt(mid) <= config.maxWinPerRound) lo = mid;
        else hi = mid;
      }
      forceX100 = lo;
      forceMs = jumpTimeToReach(lo, config);
    }
    const nextMs = Math.min(autoMs, forceMs, bustAt);
    if (nextMs > tNow) break;
    if (autoMs === nextMs) {
      for (const b of live) {
        if (
          b.autoCashOutX100 !== null &&
          b.autoCashOutX100 <= crash &&
          jumpTimeToReach(b.autoCashOutX100, config) === nextMs
        ) {
          cashOut(b, b.autoCashOutX100, nextMs, 'auto');
        }
      }
    } else if (forceMs === nextMs) {
      for (const b of live) cashOut(b, forceX100, nextMs, 'maxWin');
      maxWinCashOutX100 = forceX100;
    } else {
      return {
        ...round,
        bets,
        maxWinCashOutX100,
        phase: 'crashed',
        crashedAt: startedAt + bustAt,
        clockMs: Math.max(tNow, bustAt),
      };
    }
  }
  return { ...round, bets, maxWinCashOutX100, clockMs: tNow };
}

export type JumpCashOutResult =
  | { readonly cashedOut: true; readonly round: JumpRound; readonly bet: JumpBet }
  /** The request arrived (by server time) at or after the crash, or after the bet had already left. */
  | {
      readonly cashedOut: false;
      readonly round: JumpRound;
      readonly bet: JumpBet;
      readonly reason: 'crashed' | 'alreadyOut';
    };

/**
 * A player's cash-out request at server time `now`. The round is first brought to `now`, so an auto
 * or maximum-win cash-out, or the crash, due at or before `now` takes precedence.
 */
export function cashOutJumpBet(
  round: JumpRound,
  betId: string,
  now: number,
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): JumpCashOutResult {
  if (round.phase === 'betting') throw illegal(round, 'cash out');
  if (!round.bets.some((b) => b.betId === betId))
    throw new EngineError('UNKNOWN_BET', `bet ${betId} is not in round ${round.roundId}`);
  const current = round.phase === 'running' ? advance(round, now, config) : round;
  const bet = current.bets.find((b) => b.betId === betId)!;
  if (bet.exit !== null) return { cashedOut: false, round: current, bet, reason: 'alreadyOut' };
  if (current.phase === 'crashed')
    return { cashedOut: false, round: current, bet, reason: 'crashed' };
  const ms = now - current.startedAt!;
  const x100 = jumpMultiplierAt(ms, config);
  const out: JumpBet = {
    ...bet,
    cashOutX100: x100,
    cashOutMs: ms,
    exit: 'manual',
    payout: floorTimes(bet.stake, x100),
  };
  return {
    cashedOut: true,
    bet: out,
    round: { ...current, bets: current.bets.map((b) => (b.betId === betId ? out : b)) },
  };
}

/** Stake and payout totals; final once the round has crashed. */
export function jumpRoundTotals(round: JumpRound): { staked: number; paid: number } {
  return {
    staked: sumMinor(round.bets.map((b) => b.stake)),
    paid: sumMinor(round.bets.map((b) => b.payout)),
  };
}

/** What may be broadcast at server time `now`: the crash point and hash only once crashed. */
export function jumpRoundView(
  round: JumpRound,
  now: number,
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
) {
  const crashed = round.phase === 'crashed';
  return {
    roundId: round.roundId,
    phase: round.phase,
    bettingEndsAt: round.bettingEndsAt,
    startedAt: round.startedAt,
    multiplierX100: crashed
      ? round.crashPointX100
      : round.phase === 'running'
        ? Math.min(jumpMultiplierAt(now - round.startedAt!, config), round.crashPointX100)
        : 100,
    crashPointX100: crashed ? round.crashPointX100 : null,
    gameHash: crashed ? round.gameHash : null,
    bets: round.bets.map((b) => ({
      betId: b.betId,
      playerId: b.playerId,
      stake: b.stake,
      cashOutX100: b.cashOutX100,
      payout: b.payout,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Verification and returns

export interface JumpVerification {
  readonly crashPointX100: number;
  /** The game hash hashes forward, `gameNumber` times, to the published terminating hash. */
  readonly chainValid: boolean;
}

/** Recomputes a round's crash point and checks its place in the published chain. */
export function verifyJumpRound(
  input: { gameHash: string; salt: string; gameNumber: number; terminatingHash: string },
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): JumpVerification {
  return {
    crashPointX100: crashPointFromHash(input.gameHash, input.salt, config),
    chainValid: linksToTerminatingHash(input.gameHash, input.gameNumber, input.terminatingHash),
  };
}

/**
 * Exact probability that the crash point reaches `x100` (so an auto cash-out there wins): the share
 * of 52-bit n with floor(rtp·2^52 / (2^52 − n)) ≥ x100.
 */
export function jumpReachProbability(
  x100: number,
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): number {
  if (x100 <= 100) return 1;
  if (x100 > config.maxCrashPointX100) return 0;
  // floor(R / (2^52 − n)) ≥ x ⇔ R / (2^52 − n) ≥ x ⇔ n ≥ 2^52 − R / x: the smallest such n is
  // 2^52 − floor(R / x).
  const R = BigInt(config.rtpPercent) * TWO_52;
  const first = TWO_52 - R / BigInt(x100);
  return Number(TWO_52 - (first < 0n ? 0n : first)) / 2 ** 52;
}

/** Exact return to player of an auto cash-out at `x100` with this stake, rounding included. */
export function jumpExpectedReturn(
  x100: number,
  stake: number,
  config: JumpConfig = DEFAULT_JUMP_CONFIG,
): number {
  assertStake(stake, config);
  return (jumpReachProbability(x100, config) * mulDivFloor(stake, x100, 100)) / stake;
}
