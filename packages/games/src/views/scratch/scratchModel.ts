// A bought card as the view holds it: the result fixed at purchase (from the server or the demo
// house), cells revealed one by one with the engine's rules (games.md "Scratch").
import { isScratchCardRevealed, revealScratchCard, revealScratchCell, SCRATCH_CELLS, type ScratchCard } from '../../engines';
import type { OgRound } from '@perya/api/contract';

/** The card of a settled scratch round, nothing revealed yet. */
export function cardOf(round: OgRound): ScratchCard | null {
  if (round.outcome.game !== 'scratch' || round.bet.game !== 'scratch') return null;
  return {
    cells: round.outcome.cells,
    winningSymbol: round.outcome.winningSymbol,
    multiplierX100: round.outcome.multiplierX100,
    payout: round.payout,
    stake: round.bet.stake,
    revealed: Array.from({ length: SCRATCH_CELLS }, () => false),
  };
}

/** Reveals a cell; a cell already scratched is left as it is. */
export function scratch(card: ScratchCard, cell: number): ScratchCard {
  return card.revealed[cell] ? card : revealScratchCell(card, cell);
}

export function scratchAll(card: ScratchCard): ScratchCard {
  return isScratchCardRevealed(card) ? card : revealScratchCard(card);
}

export { isScratchCardRevealed };
