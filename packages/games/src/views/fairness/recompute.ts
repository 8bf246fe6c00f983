// The fairness page's maths: recompute any round in the browser from its revealed seeds with the
// same engines the server settles with (games.md "Fairness, for every game"). Pure, so it is
// tested without a browser.
import {
  COLOUR_GAME_COLOURS,
  DEFAULT_GAME_CONFIGS,
  EngineError,
  RING_COLOURS,
  colourDiceFromSeeds,
  crashPointFromHash,
  hashServerSeed,
  linksToTerminatingHash,
  rollDice,
  fairStream,
  spinRing,
  dealScratchCells,
  evaluateScratchCells,
  verifyColourGame,
  verifyDice,
  verifyRing,
  verifyScratch,
  type ColourDice,
  type RevealedSeeds,
  type RingColour,
} from '../../engines';
import type { OgOutcome, OgRound } from '@perya/api/contract';

export type SeededGame = 'dice' | 'ring' | 'colorgame' | 'scratch';
export const SEEDED_GAMES: readonly SeededGame[] = ['dice', 'ring', 'colorgame', 'scratch'];

export interface SeedInput {
  readonly game: SeededGame;
  readonly serverSeed: string;
  /** The commitment shown before play; blank when the player has not kept it. */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export interface JumpInput {
  readonly gameHash: string;
  readonly salt: string;
  /** Blank (null) skips the chain check. */
  readonly gameNumber: number | null;
  readonly terminatingHash: string;
}

/** What the seeds alone decide (no stake needed): the roll, the field, the dice, the card. */
export type SeedOutcome =
  | { readonly game: 'dice'; readonly rollX100: number }
  | { readonly game: 'ring'; readonly colour: RingColour; readonly field: number }
  | { readonly game: 'colorgame'; readonly dice: ColourDice }
  | { readonly game: 'scratch'; readonly cells: readonly string[]; readonly winningSymbol: string | null; readonly multiplierX100: number };

export type Recomputed<T> =
  | { readonly ok: true; readonly value: T }
  /** The input cannot be recomputed (bad hash, empty seed): the engine's reason. */
  | { readonly ok: false; readonly error: 'invalidSeed' | 'invalidInput' };

export interface SeedCheck {
  /** SHA-256(server seed) equals the pasted commitment; null when none was pasted. */
  readonly seedMatchesHash: boolean | null;
  readonly outcome: SeedOutcome;
}

function fail(error: unknown): { ok: false; error: 'invalidSeed' | 'invalidInput' } {
  if (error instanceof EngineError && error.code === 'INVALID_SEED') return { ok: false, error: 'invalidSeed' };
  if (error instanceof EngineError || error instanceof RangeError) return { ok: false, error: 'invalidInput' };
  throw error;
}

/** Recomputes what a seed triple decides for a game. */
export function recomputeSeeds(input: SeedInput): Recomputed<SeedCheck> {
  if (input.serverSeed === '' || input.clientSeed === '' || !Number.isSafeInteger(input.nonce) || input.nonce < 0) {
    return { ok: false, error: 'invalidInput' };
  }
  try {
    const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
    const hash = input.serverSeedHash.trim().toLowerCase();
    const seedMatchesHash = hash === '' ? null : hashServerSeed(input.serverSeed) === hash;
    let outcome: SeedOutcome;
    switch (input.game) {
      case 'dice':
        outcome = { game: 'dice', rollX100: rollDice(fairStream(seeds)) };
        break;
      case 'ring': {
        const { colour, field } = spinRing(fairStream(seeds), DEFAULT_GAME_CONFIGS.ring);
        outcome = { game: 'ring', colour, field };
        break;
      }
      case 'colorgame':
        outcome = { game: 'colorgame', dice: colourDiceFromSeeds(seeds) };
        break;
      case 'scratch': {
        const config = DEFAULT_GAME_CONFIGS.scratch;
        const read = evaluateScratchCells(dealScratchCells(fairStream(seeds), config), config.minStake, config);
        outcome = { game: 'scratch', cells: read.cells, winningSymbol: read.winningSymbol, multiplierX100: read.multiplierX100 };
        break;
      }
    }
    return { ok: true, value: { seedMatchesHash, outcome } };
  } catch (error) {
    return fail(error);
  }
}

export interface JumpCheck {
  readonly crashPointX100: number;
  /** null when no game number / terminating hash was given. */
  readonly chainValid: boolean | null;
}

/** Recomputes a jump round's crash point and, when given, its place in the published chain. */
export function recomputeJump(input: JumpInput): Recomputed<JumpCheck> {
  try {
    const gameHash = input.gameHash.trim().toLowerCase();
    const crashPointX100 = crashPointFromHash(gameHash, input.salt, DEFAULT_GAME_CONFIGS.jump);
    const terminating = input.terminatingHash.trim();
    const chainValid =
      input.gameNumber === null || terminating === '' ? null : linksToTerminatingHash(gameHash, input.gameNumber, terminating);
    return { ok: true, value: { crashPointX100, chainValid } };
  } catch (error) {
    return fail(error);
  }
}

export interface RoundCheck {
  readonly seedMatchesHash: boolean;
  /** The recomputed outcome equals the one the server recorded. */
  readonly outcomeMatches: boolean;
  /** The recomputed payout equals the one credited. */
  readonly payoutMatches: boolean;
  readonly payout: number;
}

function sameOutcome(recorded: OgOutcome, recomputed: OgOutcome): boolean {
  return JSON.stringify(recorded) === JSON.stringify(recomputed);
}

/**
 * Checks a settled round of the player's history (its server seed revealed) against the engines:
 * commitment, outcome and payout. Null while the seed is not revealed yet.
 */
export function checkRound(round: OgRound): Recomputed<RoundCheck> | null {
  if (round.serverSeed === null) return null;
  const revealed: RevealedSeeds = {
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  };
  try {
    const bet = round.bet;
    let seedMatchesHash: boolean;
    let outcome: OgOutcome;
    let payout: number;
    switch (bet.game) {
      case 'dice': {
        const v = verifyDice(revealed, bet, DEFAULT_GAME_CONFIGS.dice);
        seedMatchesHash = v.seedMatchesHash;
        outcome = { game: 'dice', rollX100: v.outcome.rollX100, win: v.outcome.win };
        payout = v.outcome.payout;
        break;
      }
      case 'ring': {
        const v = verifyRing(revealed, bet.bets, DEFAULT_GAME_CONFIGS.ring);
        seedMatchesHash = v.seedMatchesHash;
        outcome = { game: 'ring', colour: v.outcome.colour, field: v.outcome.field };
        payout = v.outcome.payout;
        break;
      }
      case 'colorgame': {
        const v = verifyColourGame(revealed, bet.bets, DEFAULT_GAME_CONFIGS.colorgame);
        seedMatchesHash = v.seedMatchesHash;
        outcome = { game: 'colorgame', dice: [...v.outcome.dice] as [never, never, never], payouts: [...v.outcome.payouts] };
        payout = v.outcome.payout;
        break;
      }
      case 'scratch': {
        const v = verifyScratch(revealed, bet.stake, DEFAULT_GAME_CONFIGS.scratch);
        seedMatchesHash = v.seedMatchesHash;
        outcome = {
          game: 'scratch',
          cells: [...v.outcome.cells],
          winningSymbol: v.outcome.winningSymbol,
          multiplierX100: v.outcome.multiplierX100,
        };
        payout = v.outcome.payout;
        break;
      }
    }
    return {
      ok: true,
      value: { seedMatchesHash, outcomeMatches: sameOutcome(round.outcome, outcome), payoutMatches: payout === round.payout, payout },
    };
  } catch (error) {
    return fail(error);
  }
}

/** The colour and ring names the page prints, in engine order (for i18n lookups). */
export const FAIR_COLOURS = { dice: COLOUR_GAME_COLOURS, ring: RING_COLOURS } as const;
