// How the fairness page writes an outcome in words (kept pure for tests).
import type { SeedOutcome } from './recompute';

export function outcomeParts(outcome: SeedOutcome): { kind: string; values: readonly string[] } {
  switch (outcome.game) {
    case 'dice':
      return { kind: 'roll', values: [(outcome.rollX100 / 100).toFixed(2)] };
    case 'ring':
      return { kind: 'ring', values: [outcome.colour, String(outcome.field)] };
    case 'colorgame':
      return { kind: 'dice', values: [...outcome.dice] };
    case 'scratch':
      return { kind: 'card', values: [...outcome.cells] };
  }
}
