// Stake steps the pickers offer: ₱1, 2, 5, 10, 20, 50, 100, … within the game's limits.

const LADDER = [1, 2, 5];

/** Stakes from minStake to maxStake on the 1-2-5 ladder of whole pesos (minor units in, minor units out). */
export function stakeSteps(minStake: number, maxStake: number): number[] {
  const steps: number[] = [];
  for (let decade = 100; decade <= maxStake; decade *= 10) {
    for (const m of LADDER) {
      const v = m * decade;
      if (v >= minStake && v <= maxStake) steps.push(v);
    }
  }
  if (steps.length === 0 || steps[0]! > minStake) steps.unshift(minStake);
  return steps;
}

/** A stake kept within the limits (whole minor units). */
export function clampStake(stake: number, minStake: number, maxStake: number): number {
  if (!Number.isFinite(stake)) return minStake;
  return Math.min(maxStake, Math.max(minStake, Math.round(stake)));
}
