// The VIP level progress bar (spec §3, §9).
/** The VIP info fields the progress is derived from (spec §3); amounts in minor units. */
export interface VipProgressInput {
  readonly currentActualBetAmount: number;
  readonly currentActualDeposit: number;
  readonly ruleBetAmount: number;
  readonly ruleDeposit: number;
}

/** Each half of the VIP progress (spec §9: 50 % bet progress + 50 % deposit progress). */
export const VIP_BET_WEIGHT = 0.5;
export const VIP_DEPOSIT_WEIGHT = 0.5;

/** One part's progress: current / rule clamped to [0, 1]. A rule of 0 (or less) asks nothing, so it is met (spec §9). */
export function progressRatio(current: number, rule: number): number {
  if (!(rule > 0)) return 1;
  // Stryker disable next-line EqualityOperator: a current of 0 gives 0 / rule = 0 either way
  if (!Number.isFinite(current) || current <= 0) return 0;
  return Math.min(1, current / rule);
}

/**
 * spec §3/§9 VIP progress percentage: 50 % of the bet progress plus 50 % of the deposit progress,
 * each clamped to [0, 1]; the result is a percentage in [0, 100]. A rule amount of 0 means the
 * level asks nothing of that part, which counts as complete (so no division by zero).
 */
export function vipProgressPercent(input: VipProgressInput): number {
  const bet = progressRatio(input.currentActualBetAmount, input.ruleBetAmount);
  const deposit = progressRatio(input.currentActualDeposit, input.ruleDeposit);
  return (VIP_BET_WEIGHT * bet + VIP_DEPOSIT_WEIGHT * deposit) * 100;
}
