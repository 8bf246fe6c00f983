// The dice view's numbers, from the engine (games.md "Dice"): threshold, multiplier and win amount
// of a chance and side, and how a roll reads.
import { DEFAULT_DICE_CONFIG, diceMultiplier, diceTargetX100, diceWinPayout, type DiceConfig, type DiceDirection } from '../../engines';

export interface DiceTicket {
  /** "under 49.50" / "over 50.49" threshold in hundredths. */
  readonly targetX100: number;
  /** e.g. 1.98 */
  readonly multiplier: number;
  /** What a win credits for this stake, stake included. */
  readonly winAmount: number;
}

export function diceTicket(stake: number, chanceX100: number, direction: DiceDirection, config: DiceConfig = DEFAULT_DICE_CONFIG): DiceTicket {
  return {
    targetX100: diceTargetX100(chanceX100, direction),
    multiplier: diceMultiplier(chanceX100, config),
    winAmount: diceWinPayout(stake, chanceX100, config),
  };
}

/** Hundredths as the player reads them: 4999 → "49.99". */
export function hundredths(x100: number): string {
  return (x100 / 100).toFixed(2);
}

/** Fraction of the track left of the marker for a roll (0–1). */
export function rollPosition(rollX100: number): number {
  return Math.min(1, Math.max(0, rollX100 / 9999));
}

/** The winning part of the track: its start and scale (0–1) for a chance and side. */
export function winZone(chanceX100: number, direction: DiceDirection): { start: number; width: number } {
  const width = chanceX100 / 10_000;
  return direction === 'under' ? { start: 0, width } : { start: (10_000 - chanceX100) / 10_000, width };
}
