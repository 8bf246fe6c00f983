// The bonus rule (spec §6 "bonus usable only for trading, not withdrawable") and the risk weight of
// a bet's turnover. One rule per brand and market, read by the server (does a bonus ever convert?)
// and by every screen that describes a bonus (popup, bonus page, wallet), so they tell one story.
import type { Market } from './protection';

/**
 * How a bonus may be used:
 * - 'tradingOnly' (spec §6, the default): the bonus wallet funds trades only; what trades win goes
 *   back to the bonus wallet; it never converts to withdrawable money; its unused rest expires.
 * - 'playThrough': for a brand without trading (a trading-only bonus would be dead money there):
 *   the bonus converts to the main wallet once its risk-weighted turnover is met.
 */
export const BONUS_RULES = ['tradingOnly', 'playThrough'] as const;
export type BonusRule = (typeof BONUS_RULES)[number];

/** spec §6: the rule of every market unless the operator names another. */
export const DEFAULT_BONUS_RULE: BonusRule = 'tradingOnly';

/**
 * spec §6 bonus rule of one brand in one market: the operator's choice for the market (default
 * tradingOnly), but a brand that offers no trading never gets a trading-only bonus: playThrough.
 */
export function bonusRuleFor(input: {
  readonly market: Market;
  readonly hasTrading: boolean;
  /** The operator's rule per market (seed `bonus.rules`); absent markets take the spec's default. */
  readonly byMarket?: Partial<Record<Market, BonusRule>> | undefined;
}): BonusRule {
  if (!input.hasTrading) return 'playThrough';
  return input.byMarket?.[input.market] ?? DEFAULT_BONUS_RULE;
}

/** spec §6 "not withdrawable": whether a bonus of this rule ever moves to the main wallet. */
export function bonusConverts(rule: BonusRule): boolean {
  return rule === 'playThrough';
}

/** Win chances are carried in parts per million (integers, exact in SQL and JSON). */
export const CHANCE_PPM = 1_000_000;

/**
 * spec §6 bonus turnover weighted by risk (ours, after the wagering-contribution rule of regulated
 * operators): the share of a stake that counts towards a bonus's turnover, in ppm, for a bet that
 * pays back something with probability p (its win chance): min(1, (1 − p) / p).
 *
 * (1 − p) / p are the bet's fair odds against: an even bet (p = ½, 2×) counts whole, as does any
 * longer shot; a 75 % bet (≈1.32×) counts a third; a 98 % dice bet (1.01×) counts 2 %, so clearing
 * a turnover with near-certain bets costs as many stakes as the fair odds say, and the bonus is
 * never had for the house edge alone. A bet whose chance is unknown (a third-party game, a manual
 * crash bet still open) counts whole. A chance of 0 or less counts whole; of 1 or more, nothing.
 */
export function turnoverWeightPpm(winChancePpm: number | null | undefined): number {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite(null or undefined) is false too; this line is for the type checker
  if (winChancePpm === null || winChancePpm === undefined) return CHANCE_PPM;
  if (!Number.isFinite(winChancePpm)) return CHANCE_PPM;
  // Stryker disable next-line EqualityOperator: at a chance of exactly 1 the formula below gives 0 as well
  if (winChancePpm >= CHANCE_PPM) return 0;
  // A chance of ½ or less, 0 and below included, counts whole.
  // Stryker disable next-line EqualityOperator: at exactly ½ the formula below gives the whole stake as well
  if (winChancePpm <= CHANCE_PPM / 2) return CHANCE_PPM;
  return Math.floor(((CHANCE_PPM - winChancePpm) * CHANCE_PPM) / winChancePpm);
}

/**
 * spec §6: what a stake (minor units; negative for a stake given back) adds to a bonus's turnover,
 * rounded towards zero, so a near-certain bet never gains a centavo more than its weight.
 */
export function weightedTurnover(stakeMinor: number, winChancePpm: number | null | undefined): number {
  const weight = turnoverWeightPpm(winChancePpm);
  const counted = Math.trunc((Math.abs(stakeMinor) * weight) / CHANCE_PPM);
  // Stryker disable next-line EqualityOperator: a stake of 0 counts 0 either way (−0 adds like 0)
  return stakeMinor < 0 ? -counted : counted;
}

/** A win chance (0–1) in ppm, rounded. */
export function chancePpm(probability: number): number {
  return Math.round(Math.min(1, Math.max(0, probability)) * CHANCE_PPM);
}
