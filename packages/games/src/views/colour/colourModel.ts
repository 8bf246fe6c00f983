// The colour game's bet slip (games.md "Colour game": single colours 1:1/2:1/3:1, pairs 5:1).
import type { ColourBetChoice, GameColour } from '../../engines';

export interface SlipBet {
  readonly choice: ColourBetChoice;
  readonly stake: number;
}

const sameChoice = (a: ColourBetChoice, b: ColourBetChoice) =>
  a.kind === 'single' && b.kind === 'single'
    ? a.colour === b.colour
    : a.kind === 'pair' && b.kind === 'pair' && [...a.colours].sort().join() === [...b.colours].sort().join();

/** Adds a stake to a bet of the slip (merging with an equal bet, so one choice is one bet). */
export function addBet(slip: readonly SlipBet[], choice: ColourBetChoice, stake: number): SlipBet[] {
  const i = slip.findIndex((b) => sameChoice(b.choice, choice));
  if (i === -1) return [...slip, { choice, stake }];
  return slip.map((b, j) => (j === i ? { ...b, stake: b.stake + stake } : b));
}

/** The stake on a single colour in the slip (0 when none). */
export function stakeOnColour(slip: readonly SlipBet[], colour: GameColour): number {
  return slip.find((b) => b.choice.kind === 'single' && b.choice.colour === colour)?.stake ?? 0;
}

export function slipTotal(slip: readonly SlipBet[]): number {
  return slip.reduce((s, b) => s + b.stake, 0);
}
