// Money arithmetic for engines: every amount is an integer of minor units (centavos), and every
// payout is rounded DOWN to the minor unit, so the house never pays a fraction it does not hold.
import { EngineError, configCheck } from './errors';

/** Per-bet stake limits in minor units (both inclusive). */
export interface StakeLimits {
  readonly minStake: number;
  readonly maxStake: number;
}

/**
 * Default stake limits: ₱1 to ₱10,000 per bet. The spec shows no game limits (spec §9 is silent),
 * so these are ordinary operator values; each brand configures its own.
 */
export const DEFAULT_STAKE_LIMITS: StakeLimits = { minStake: 100, maxStake: 1_000_000 };

/** True for a whole, non-negative number of minor units that doubles represent exactly. */
export function isMinorAmount(value: unknown): value is number {
  // Stryker disable next-line ConditionalExpression: Number.isSafeInteger is false for every non-number; the typeof is for the type predicate
  if (typeof value !== 'number') return false;
  return Number.isSafeInteger(value) && value >= 0;
}

export function checkStakeLimits(limits: StakeLimits): void {
  configCheck(
    isMinorAmount(limits.minStake) && limits.minStake > 0,
    'minStake must be a positive integer of minor units',
  );
  configCheck(
    isMinorAmount(limits.maxStake) && limits.maxStake >= limits.minStake,
    'maxStake must be an integer of minor units, at least minStake',
  );
}

/** Throws INVALID_STAKE unless `stake` is an integer of minor units within the limits. */
export function assertStake(stake: unknown, limits: StakeLimits): asserts stake is number {
  if (!isMinorAmount(stake)) {
    throw new EngineError('INVALID_STAKE', 'stake must be a whole number of minor units');
  }
  if (stake < limits.minStake || stake > limits.maxStake) {
    throw new EngineError(
      'INVALID_STAKE',
      `stake must be between ${limits.minStake} and ${limits.maxStake} minor units`,
    );
  }
}

/**
 * floor(amount × numerator / denominator), exact for any safe integers (BigInt inside), e.g. a
 * payout of stake × 99 / chance. Throws if the result would not be a safe integer.
 */
export function mulDivFloor(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('mulDivFloor: denominator must be positive');
  const exact = amount * numerator;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: a fast path; the BigInt path below gives the same quotient
  if (exact >= 0 && Number.isSafeInteger(exact) && Number.isSafeInteger(denominator)) {
    return (exact - (exact % denominator)) / denominator; // integer arithmetic, no BigInt needed
  }
  const product = BigInt(amount) * BigInt(numerator);
  let quotient = product / BigInt(denominator);
  // Floor, not trunc: a negative quotient that is not exact goes one further down.
  // Stryker disable next-line EqualityOperator: a product of 0 divides exactly, so <= and < agree
  if (product < 0n && quotient * BigInt(denominator) !== product) quotient -= 1n;
  const result = Number(quotient);
  if (!Number.isSafeInteger(result))
    throw new RangeError('mulDivFloor: result is not a safe integer');
  return result;
}

/** Sum of integer amounts, refusing to leave the safe-integer range. */
export function sumMinor(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  if (!Number.isSafeInteger(total)) throw new RangeError('sumMinor: total is not a safe integer');
  return total;
}
