// Dice (over/under), game 10005 (games.md "Dice"): a roll 0.00–99.99 from the bet's first float;
// the player picks a win chance and a side; a win pays stake × 99 / chance %.
import { EngineError, configCheck } from '../errors';
import { fairStream, uniformIndex, uniformIndexCountBelow, UINT32_RANGE } from '../fair/seeds';
import type { BetSeeds, NextUint32, RevealedSeeds } from '../fair/seeds';
import { verifyWith } from '../fair/verify';
import type { Verification } from '../fair/verify';
import { DEFAULT_STAKE_LIMITS, assertStake, checkStakeLimits, mulDivFloor } from '../money';
import type { StakeLimits } from '../money';

/** Rolls are whole hundredths: 0 (0.00) … 9999 (99.99). */
export const DICE_ROLL_RANGE = 10_000;

export type DiceDirection = 'over' | 'under';
export const DICE_DIRECTIONS = ['over', 'under'] as const satisfies readonly DiceDirection[];

export interface DiceConfig extends StakeLimits {
  /** Smallest chance a player may pick, in hundredths of a percent (200 = 2 %). */
  readonly minChanceX100: number;
  /** Largest chance, in hundredths of a percent (9800 = 98 %). */
  readonly maxChanceX100: number;
  /** Return to player in hundredths of a percent (9900 = 99 %, a 1 % edge). */
  readonly rtpX100: number;
}

/** games.md "Dice": chance 2 %–98 %, payout 99 / chance %. */
export const DEFAULT_DICE_CONFIG: DiceConfig = {
  ...DEFAULT_STAKE_LIMITS,
  minChanceX100: 200,
  maxChanceX100: 9800,
  rtpX100: 9900,
};

export function checkDiceConfig(config: DiceConfig): void {
  checkStakeLimits(config);
  configCheck(
    Number.isInteger(config.minChanceX100) &&
      Number.isInteger(config.maxChanceX100) &&
      config.minChanceX100 >= 1 &&
      config.minChanceX100 <= config.maxChanceX100 &&
      config.maxChanceX100 < DICE_ROLL_RANGE,
    'dice chances must be whole hundredths of a percent with 0 < min <= max < 100 %',
  );
  configCheck(
    Number.isInteger(config.rtpX100) && config.rtpX100 > 0 && config.rtpX100 <= 10_000,
    'dice rtpX100 must be in (0, 10000]',
  );
}

export interface DiceBet {
  /** Stake in minor units. */
  readonly stake: number;
  /** Win chance in hundredths of a percent (5000 = 50 %). */
  readonly chanceX100: number;
  readonly direction: DiceDirection;
}

export interface DiceOutcome {
  /** The roll in hundredths (4999 = 49.99). */
  readonly rollX100: number;
  readonly win: boolean;
  /** Amount credited (stake included) in minor units; 0 on a loss. */
  readonly payout: number;
}

/** Throws INVALID_STAKE / INVALID_BET unless the bet is playable under `config`. */
export function assertDiceBet(bet: DiceBet, config: DiceConfig = DEFAULT_DICE_CONFIG): void {
  assertStake(bet.stake, config);
  if (
    !Number.isInteger(bet.chanceX100) ||
    bet.chanceX100 < config.minChanceX100 ||
    bet.chanceX100 > config.maxChanceX100
  ) {
    throw new EngineError(
      'INVALID_BET',
      `chance must be between ${config.minChanceX100 / 100} % and ${config.maxChanceX100 / 100} % in steps of 0.01 %`,
    );
  }
  if (!DICE_DIRECTIONS.includes(bet.direction)) {
    throw new EngineError('INVALID_BET', 'direction must be over or under');
  }
}

/**
 * The winning threshold shown to the player: "under" wins when roll < target; "over" wins when
 * roll > target. Both cover exactly `chanceX100` of the 10,000 rolls.
 */
export function diceTargetX100(chanceX100: number, direction: DiceDirection): number {
  return direction === 'under' ? chanceX100 : DICE_ROLL_RANGE - 1 - chanceX100;
}

export function diceWins(rollX100: number, chanceX100: number, direction: DiceDirection): boolean {
  const target = diceTargetX100(chanceX100, direction);
  return direction === 'under' ? rollX100 < target : rollX100 > target;
}

/** The payout multiplier rtp / chance (99 / 50 = 1.98), for display. */
export function diceMultiplier(
  chanceX100: number,
  config: DiceConfig = DEFAULT_DICE_CONFIG,
): number {
  return config.rtpX100 / chanceX100;
}

/** Payout of a winning bet: floor(stake × rtp / chance), rounded down to the minor unit. */
export function diceWinPayout(
  stake: number,
  chanceX100: number,
  config: DiceConfig = DEFAULT_DICE_CONFIG,
): number {
  return mulDivFloor(stake, config.rtpX100, chanceX100);
}

/** The roll: floor(float × 10,000) of the bet's first float. */
export function rollDice(next: NextUint32): number {
  return uniformIndex(next(), DICE_ROLL_RANGE);
}

/** Settles a bet from a random stream (fair stream in play, a PRNG in simulations). */
export function diceOutcome(
  next: NextUint32,
  bet: DiceBet,
  config: DiceConfig = DEFAULT_DICE_CONFIG,
): DiceOutcome {
  assertDiceBet(bet, config);
  const rollX100 = rollDice(next);
  const win = diceWins(rollX100, bet.chanceX100, bet.direction);
  return { rollX100, win, payout: win ? diceWinPayout(bet.stake, bet.chanceX100, config) : 0 };
}

/** Plays one bet on its seeds (the caller takes the nonce from the player's seed pair). */
export function playDice(
  seeds: BetSeeds,
  bet: DiceBet,
  config: DiceConfig = DEFAULT_DICE_CONFIG,
): DiceOutcome {
  assertDiceBet(bet, config);
  return diceOutcome(fairStream(seeds), bet, config);
}

/** Recomputes a settled bet from its revealed seeds. */
export function verifyDice(
  revealed: RevealedSeeds,
  bet: DiceBet,
  config: DiceConfig = DEFAULT_DICE_CONFIG,
): Verification<DiceOutcome> {
  assertDiceBet(bet, config);
  return verifyWith(revealed, (next) => diceOutcome(next, bet, config));
}

/** Exact probability that a bet wins, over the 2^32 equally likely floats. */
export function diceWinProbability(chanceX100: number, direction: DiceDirection): number {
  const below =
    direction === 'under'
      ? uniformIndexCountBelow(chanceX100, DICE_ROLL_RANGE)
      : UINT32_RANGE - uniformIndexCountBelow(DICE_ROLL_RANGE - chanceX100, DICE_ROLL_RANGE);
  return below / UINT32_RANGE;
}

/** Exact expected payout per unit staked (the return to player) of a bet, rounding included. */
export function diceExpectedReturn(bet: DiceBet, config: DiceConfig = DEFAULT_DICE_CONFIG): number {
  assertDiceBet(bet, config);
  return (
    (diceWinProbability(bet.chanceX100, bet.direction) *
      diceWinPayout(bet.stake, bet.chanceX100, config)) /
    bet.stake
  );
}
