// VIP levels from cumulative bet turnover and deposits (spec §1 levels, §3 VIP info, §9 progress).
import { MINOR_PER_MAJOR } from './constants';
import { GMT8_OFFSET_MS } from './gmt8';
import type { LocalizedText } from './localizedText';

/** One level as the operator configures it: cumulative thresholds in minor units. */
export interface VipLevelRule {
  /** 0, 1, 2, … in order (0 = the entry level every player starts at). */
  readonly level: number;
  /** The level's name: one text, or one per locale (localizedText.ts). */
  readonly name: string | LocalizedText;
  /** Cumulative bet turnover needed to reach the level. */
  readonly betAmount: number;
  /** Cumulative deposits needed to reach the level. */
  readonly deposit: number;
}

export interface VipTotals {
  /** Cumulative bet turnover, minor units. */
  readonly betAmount: number;
  /** Cumulative deposits, minor units. */
  readonly deposit: number;
}

/**
 * Why a level table is unusable, or undefined when it is fine: levels numbered 0, 1, 2, … in
 * order, the first asks nothing (every player has a level), thresholds never decrease (spec §1).
 */
export function vipLevelTableProblem(levels: readonly VipLevelRule[]): string | undefined {
  if (levels.length === 0) return 'at least one level is needed';
  for (const [i, rule] of levels.entries()) {
    if (rule.level !== i) return `levels must be numbered 0, 1, 2, … in order (found ${rule.level} at position ${i})`;
    if (!Number.isSafeInteger(rule.betAmount) || rule.betAmount < 0 || !Number.isSafeInteger(rule.deposit) || rule.deposit < 0) {
      return `level ${rule.level}: thresholds must be non-negative integers of minor units`;
    }
    const before = levels[i - 1];
    if (before !== undefined && (rule.betAmount < before.betAmount || rule.deposit < before.deposit)) {
      return `level ${rule.level}: thresholds must not be below the previous level's`;
    }
  }
  const first = levels[0] as VipLevelRule;
  return first.betAmount === 0 && first.deposit === 0 ? undefined : 'the first level must ask nothing (bet 0, deposit 0)';
}

/**
 * spec §1/§3 VIP level: the highest level whose bet AND deposit thresholds are both met by the
 * player's cumulative totals. Levels are climbed in order, so a level is reached only when every
 * level below it is (thresholds never decrease, so this is the last level met).
 */
export function vipLevelIndex(levels: readonly VipLevelRule[], totals: VipTotals): number {
  let index = 0;
  for (let i = 1; i < levels.length; i++) {
    const rule = levels[i] as VipLevelRule;
    if (totals.betAmount >= rule.betAmount && totals.deposit >= rule.deposit) index = i;
    else break;
  }
  return index;
}

/** VIP score of a turnover: one point per whole peso bet (spec §3 "last month's score"; rate ours). */
export function vipScore(turnoverMinor: number): number {
  // Stryker disable next-line EqualityOperator: a turnover of 0 scores floor(0) = 0 either way
  return turnoverMinor > 0 ? Math.floor(turnoverMinor / MINOR_PER_MAJOR) : 0;
}

export interface VipStanding<L extends VipLevelRule> {
  readonly current: L;
  /** undefined at the top level. */
  readonly next: L | undefined;
  /** What the progress bar measures against (spec §3 ruleBetAmount, ruleDeposit): the next level's thresholds, the current level's at the top. */
  readonly ruleBetAmount: number;
  readonly ruleDeposit: number;
  /** Still missing for the next level (0 when met or at the top), minor units. */
  readonly upgradeBetAmount: number;
  readonly upgradeDeposit: number;
  /** The missing turnover as VIP score (whole pesos, rounded up: what the player must still bet). */
  readonly upgradePoints: number;
}

/**
 * spec §3 VIP info: the player's level, the next one, and the thresholds the 50 % bet + 50 %
 * deposit progress (vipProgressPercent, spec §9) is measured against.
 */
export function vipStanding<L extends VipLevelRule>(levels: readonly L[], totals: VipTotals): VipStanding<L> {
  const index = vipLevelIndex(levels, totals);
  const current = levels[index] as L;
  const next = levels[index + 1];
  const target = next ?? current;
  const upgradeBetAmount = next === undefined ? 0 : Math.max(0, next.betAmount - totals.betAmount);
  return {
    current,
    next,
    ruleBetAmount: target.betAmount,
    ruleDeposit: target.deposit,
    upgradeBetAmount,
    upgradeDeposit: next === undefined ? 0 : Math.max(0, next.deposit - totals.deposit),
    upgradePoints: Math.ceil(upgradeBetAmount / MINOR_PER_MAJOR),
  };
}

/**
 * The previous calendar month in GMT+8 (spec §3 "last month's score and deposit", §9 GMT+8):
 * [from, to) in epoch ms, from the 1st 0:00 GMT+8 of last month to the 1st 0:00 of this month.
 */
export function gmt8PreviousMonth(epochMs: number): { readonly from: number; readonly to: number } {
  const local = new Date(epochMs + GMT8_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return { from: Date.UTC(year, month - 1, 1) - GMT8_OFFSET_MS, to: Date.UTC(year, month, 1) - GMT8_OFFSET_MS };
}
