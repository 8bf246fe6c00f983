// Sabong (meron / wala / draw), game 10006, brand PLG (games.md "Sabong"): pari-mutuel meron and wala
// pools less the plasada, a house-paid draw at 8:1, and the fight lifecycle OPEN → LAST_CALL →
// CLOSED → RESULT (meron | wala | draw) or CANCELLED. The result is declared by the operator from
// the live fight, so there are no seeds: verifying a fight means recomputing its settlement.
import { EngineError, configCheck } from '../errors';
import { DEFAULT_STAKE_LIMITS, assertStake, checkStakeLimits, sumMinor } from '../money';
import type { StakeLimits } from '../money';

export const SABONG_SIDES = ['meron', 'wala', 'draw'] as const;
export type SabongSide = (typeof SABONG_SIDES)[number];
export type FightResult = SabongSide;
export type FightStatus = 'OPEN' | 'LAST_CALL' | 'CLOSED' | 'RESULT' | 'CANCELLED';
/** lowOdds: a side would pay 107 % or less; notDeclared: no result in time; operator: stopped. */
export type FightCancelReason = 'lowOdds' | 'notDeclared' | 'operator';

const BP = 10_000;

export interface SabongConfig extends StakeLimits {
  /**
   * Off where online cockfight betting is not allowed (games.md: suspended in the Philippines by
   * executive order in 2022); a disabled game opens no fight.
   */
  readonly enabled: boolean;
  /** The house's cut of the meron + wala pools, in basis points (500 = 5 %). */
  readonly plasadaBp: number;
  /** Odds to one of a draw bet, paid by the house. */
  readonly drawOdds: number;
  /** A fight is cancelled when a side's payout per peso would be this or less (10700 = 107 %). */
  readonly minPayoutBp: number;
  /** A closed fight with no result after this long is cancelled (spec and games.md show no value). */
  readonly resultDeadlineMs: number;
}

export const DEFAULT_SABONG_CONFIG: SabongConfig = {
  ...DEFAULT_STAKE_LIMITS,
  enabled: true,
  plasadaBp: 500,
  drawOdds: 8,
  minPayoutBp: 10_700,
  resultDeadlineMs: 30 * 60_000,
};

export function checkSabongConfig(config: SabongConfig): void {
  checkStakeLimits(config);
  configCheck(
    Number.isInteger(config.plasadaBp) && config.plasadaBp >= 0 && config.plasadaBp < BP,
    'sabong: plasadaBp in [0, 10000)',
  );
  configCheck(
    Number.isInteger(config.drawOdds) && config.drawOdds >= 0,
    'sabong: drawOdds must be whole odds',
  );
  configCheck(
    Number.isInteger(config.minPayoutBp) && config.minPayoutBp >= BP,
    'sabong: minPayoutBp must be at least 10000 (100 %)',
  );
  configCheck(
    Number.isSafeInteger(config.resultDeadlineMs) && config.resultDeadlineMs > 0,
    'sabong: resultDeadlineMs must be positive',
  );
}

export interface SabongBet {
  readonly betId: string;
  readonly playerId: string;
  readonly side: SabongSide;
  readonly stake: number;
  readonly placedAt: number;
}

export interface SabongPools {
  readonly meron: number;
  readonly wala: number;
  readonly draw: number;
}

export interface Fight {
  readonly fightId: string;
  readonly status: FightStatus;
  readonly openedAt: number;
  readonly closedAt: number | null;
  readonly bets: readonly SabongBet[];
  readonly pools: SabongPools;
  readonly result: FightResult | null;
  readonly cancelReason: FightCancelReason | null;
}

// ---------------------------------------------------------------------------------------------
// Odds

/**
 * Payout per peso of a winning side, (M + W)(1 − p) / M, as a fraction [numerator, denominator];
 * null when nobody is on that side yet.
 */
function sidePayoutFraction(
  side: 'meron' | 'wala',
  pools: SabongPools,
  config: SabongConfig,
): [bigint, bigint] | null {
  const own = side === 'meron' ? pools.meron : pools.wala;
  if (own === 0) return null;
  return [
    BigInt(pools.meron + pools.wala) * BigInt(BP - config.plasadaBp),
    BigInt(own) * BigInt(BP),
  ];
}

export interface SabongOdds {
  /** Payout per peso (stake included) if meron wins, or null with an empty meron pool. */
  readonly meron: number | null;
  readonly wala: number | null;
  /** Payout per peso of a draw bet (fixed). */
  readonly draw: number;
}

/** Live odds from the pools, as shown while bets arrive. */
export function sabongOdds(
  pools: SabongPools,
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): SabongOdds {
  const ratio = (f: [bigint, bigint] | null) => (f === null ? null : Number(f[0]) / Number(f[1]));
  return {
    meron: ratio(sidePayoutFraction('meron', pools, config)),
    wala: ratio(sidePayoutFraction('wala', pools, config)),
    draw: 1 + config.drawOdds,
  };
}

/**
 * True when the fight must be cancelled for its odds: a side would pay 107 % or less per peso. An
 * empty side makes the other pay 1 − p, so a one-sided fight is always cancelled.
 */
export function sabongOddsTooLow(
  pools: SabongPools,
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): boolean {
  if (pools.meron === 0 || pools.wala === 0) return true;
  return (['meron', 'wala'] as const).some((side) => {
    const [num, den] = sidePayoutFraction(side, pools, config)!;
    return num * BigInt(BP) <= BigInt(config.minPayoutBp) * den;
  });
}

// ---------------------------------------------------------------------------------------------
// Lifecycle

function illegal(fight: Fight, action: string): EngineError {
  return new EngineError(
    'ILLEGAL_TRANSITION',
    `fight ${fight.fightId} is ${fight.status}: cannot ${action}`,
  );
}

function assertNow(now: number, after: number): void {
  if (!Number.isSafeInteger(now) || now < after)
    throw new EngineError('INVALID_TIME', `server time must be a whole ms not before ${after}`);
}

export function openFight(
  input: { fightId: string; openedAt: number },
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): Fight {
  if (!config.enabled)
    throw new EngineError('GAME_DISABLED', 'sabong is switched off for this brand');
  if (input.fightId.length === 0) throw new EngineError('INVALID_BET', 'fight id is empty');
  assertNow(input.openedAt, 0);
  return {
    fightId: input.fightId,
    status: 'OPEN',
    openedAt: input.openedAt,
    closedAt: null,
    bets: [],
    pools: { meron: 0, wala: 0, draw: 0 },
    result: null,
    cancelReason: null,
  };
}

/** Takes a bet while the fight is OPEN or at LAST_CALL; the pools (and so the odds) move with it. */
export function placeSabongBet(
  fight: Fight,
  bet: { betId: string; playerId: string; side: SabongSide; stake: number },
  now: number,
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): Fight {
  if (fight.status !== 'OPEN' && fight.status !== 'LAST_CALL') {
    throw new EngineError('BETTING_CLOSED', `fight ${fight.fightId} no longer takes bets`);
  }
  assertNow(now, fight.openedAt);
  if (!SABONG_SIDES.includes(bet.side))
    throw new EngineError('INVALID_BET', 'bet on meron, wala or draw');
  assertStake(bet.stake, config);
  if (fight.bets.some((b) => b.betId === bet.betId))
    throw new EngineError('DUPLICATE_BET', `bet ${bet.betId} is already in the fight`);
  const pools = { ...fight.pools, [bet.side]: fight.pools[bet.side] + bet.stake };
  if (!Number.isSafeInteger(pools[bet.side]))
    throw new EngineError('INVALID_STAKE', 'the pool is full');
  return { ...fight, pools, bets: [...fight.bets, { ...bet, placedAt: now }] };
}

export function lastCallFight(fight: Fight): Fight {
  if (fight.status !== 'OPEN') throw illegal(fight, 'give last call');
  return { ...fight, status: 'LAST_CALL' };
}

/** Closes betting; a fight whose final odds would pay a side 107 % or less is cancelled instead. */
export function closeFight(
  fight: Fight,
  now: number,
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): Fight {
  if (fight.status !== 'LAST_CALL') throw illegal(fight, 'close');
  assertNow(now, fight.openedAt);
  if (sabongOddsTooLow(fight.pools, config))
    return { ...fight, status: 'CANCELLED', closedAt: now, cancelReason: 'lowOdds' };
  return { ...fight, status: 'CLOSED', closedAt: now };
}

/** True once a closed fight has waited longer than the deadline for its result. */
export function isFightResultOverdue(
  fight: Fight,
  now: number,
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): boolean {
  return (
    fight.status === 'CLOSED' &&
    fight.closedAt !== null &&
    now - fight.closedAt > config.resultDeadlineMs
  );
}

/** Declares the result of a closed fight; past the deadline the fight must be cancelled instead. */
export function declareFightResult(
  fight: Fight,
  result: FightResult,
  now: number,
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): Fight {
  if (fight.status !== 'CLOSED') throw illegal(fight, 'declare a result');
  if (!SABONG_SIDES.includes(result))
    throw new EngineError('INVALID_BET', 'the result is meron, wala or draw');
  assertNow(now, fight.closedAt!);
  if (isFightResultOverdue(fight, now, config))
    throw illegal(fight, 'declare a result after the deadline');
  return { ...fight, status: 'RESULT', result };
}

/** Cancels a fight that has no result yet; every stake is refunded in full. */
export function cancelFight(fight: Fight, reason: FightCancelReason): Fight {
  if (fight.status === 'RESULT' || fight.status === 'CANCELLED') throw illegal(fight, 'cancel');
  return { ...fight, status: 'CANCELLED', cancelReason: reason };
}

// ---------------------------------------------------------------------------------------------
// Settlement

export interface SabongBetSettlement {
  readonly betId: string;
  readonly playerId: string;
  readonly side: SabongSide;
  readonly stake: number;
  /** Amount credited: winnings (stake included), a refund, or 0. */
  readonly payout: number;
  readonly kind: 'win' | 'refund' | 'lose';
}

export interface SabongSettlement {
  readonly bets: readonly SabongBetSettlement[];
  readonly totalStaked: number;
  /** Credited to winners (stakes included). */
  readonly winnings: number;
  /** Stakes returned (draw result for meron/wala; everything on cancellation). */
  readonly refunds: number;
  /** The house's cut of the meron + wala pools, rounded up (p × (M + W)). */
  readonly plasada: number;
  /** Left over when winning payouts are rounded down to the minor unit; kept by the house. */
  readonly breakage: number;
  /** The house's result on draw bets: stakes kept, less 8:1 winnings paid (negative on a draw). */
  readonly drawBook: number;
}

/**
 * Settles a fight's bets on its result or cancellation. Money is conserved exactly:
 * winnings + refunds + plasada + breakage + drawBook = totalStaked. A winning meron bet pays
 * floor(stake × (M + W)(1 − p) / M), rounded down to the minor unit.
 */
export function settleSabongBets(
  bets: readonly SabongBet[],
  outcome: { result: FightResult } | { cancelled: FightCancelReason },
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): SabongSettlement {
  const pool = (side: SabongSide) =>
    sumMinor(bets.filter((b) => b.side === side).map((b) => b.stake));
  const pools: SabongPools = { meron: pool('meron'), wala: pool('wala'), draw: pool('draw') };
  const totalStaked = pools.meron + pools.wala + pools.draw;
  const settle = (
    b: SabongBet,
    payout: number,
    kind: SabongBetSettlement['kind'],
  ): SabongBetSettlement => ({
    betId: b.betId,
    playerId: b.playerId,
    side: b.side,
    stake: b.stake,
    payout,
    kind,
  });

  if ('cancelled' in outcome) {
    return {
      bets: bets.map((b) => settle(b, b.stake, 'refund')),
      totalStaked,
      winnings: 0,
      refunds: totalStaked,
      plasada: 0,
      breakage: 0,
      drawBook: 0,
    };
  }
  if (outcome.result === 'draw') {
    const settled = bets.map((b) =>
      b.side === 'draw'
        ? settle(b, b.stake * (1 + config.drawOdds), 'win')
        : settle(b, b.stake, 'refund'),
    );
    const winnings = sumMinor(settled.filter((s) => s.kind === 'win').map((s) => s.payout));
    return {
      bets: settled,
      totalStaked,
      winnings,
      refunds: pools.meron + pools.wala,
      plasada: 0,
      breakage: 0,
      drawBook: pools.draw - winnings,
    };
  }
  const winner = outcome.result;
  const [num, den] = sidePayoutFraction(winner, pools, config) ?? [0n, 1n];
  const settled = bets.map((b) =>
    b.side === winner
      ? settle(b, Number((BigInt(b.stake) * num) / den), 'win')
      : settle(b, 0, 'lose'),
  );
  const winnings = sumMinor(settled.map((s) => s.payout));
  const mw = pools.meron + pools.wala;
  // With nobody on the winning side the whole pool is distributable but unclaimed: it stays with
  // the house as breakage (closeFight cancels such fights, so this only arises in direct calls).
  const distributable = Number((BigInt(mw) * BigInt(BP - config.plasadaBp)) / BigInt(BP));
  return {
    bets: settled,
    totalStaked,
    winnings,
    refunds: 0,
    plasada: mw - distributable,
    breakage: distributable - winnings,
    drawBook: pools.draw,
  };
}

/** Settles a fight with a result or a cancellation. */
export function settleFight(
  fight: Fight,
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): SabongSettlement {
  if (fight.status === 'RESULT')
    return settleSabongBets(fight.bets, { result: fight.result! }, config);
  if (fight.status === 'CANCELLED')
    return settleSabongBets(fight.bets, { cancelled: fight.cancelReason! }, config);
  throw illegal(fight, 'settle');
}

/**
 * Recomputes a fight from its published bets and declared result (the fairness page's check): the
 * close-time odds rule included, so a fight that should have been cancelled shows as cancelled.
 */
export function verifySabongFight(
  bets: readonly SabongBet[],
  declared: { result: FightResult } | { cancelled: FightCancelReason },
  config: SabongConfig = DEFAULT_SABONG_CONFIG,
): SabongSettlement & { readonly mustCancelForOdds: boolean } {
  const pools: SabongPools = {
    meron: sumMinor(bets.filter((b) => b.side === 'meron').map((b) => b.stake)),
    wala: sumMinor(bets.filter((b) => b.side === 'wala').map((b) => b.stake)),
    // Stryker disable next-line all: the odds rule reads the meron and wala pools only (a draw pays fixed odds); the draw pool completes the record
    draw: sumMinor(bets.filter((b) => b.side === 'draw').map((b) => b.stake)),
  };
  const mustCancelForOdds = sabongOddsTooLow(pools, config);
  return {
    ...settleSabongBets(bets, mustCancelForOdds ? { cancelled: 'lowOdds' } : declared, config),
    mustCancelForOdds,
  };
}
