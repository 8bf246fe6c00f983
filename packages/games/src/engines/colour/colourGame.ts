// Colour game (perya), game 10001 (games.md "Colour game"): three six-colour dice; single-colour bets
// pay 1:1, 2:1 or 3:1 for one, two or three matching dice; two-colour bets pay 5:1 when both show.
// A round goes betting → closed → settled, or is cancelled (stakes returned) when the operator
// declares a die unreadable: never a silent re-roll.
import { EngineError, configCheck } from '../errors';
import { fairStream, uniformIndex, uniformIndexProbability } from '../fair/seeds';
import type { BetSeeds, NextUint32, RevealedSeeds } from '../fair/seeds';
import { verifyWith } from '../fair/verify';
import type { Verification } from '../fair/verify';
import {
  DEFAULT_STAKE_LIMITS,
  assertStake,
  checkStakeLimits,
  mulDivFloor,
  sumMinor,
} from '../money';
import type { StakeLimits } from '../money';

export const COLOUR_GAME_COLOURS = ['white', 'green', 'pink', 'blue', 'red', 'yellow'] as const;
export type GameColour = (typeof COLOUR_GAME_COLOURS)[number];
export type ColourDice = readonly [GameColour, GameColour, GameColour];

export type ColourBetChoice =
  | { readonly kind: 'single'; readonly colour: GameColour }
  | { readonly kind: 'pair'; readonly colours: readonly [GameColour, GameColour] };

export interface ColourGameConfig extends StakeLimits {
  /** Odds to one of a single-colour bet when its colour shows on 1, 2 and 3 dice. */
  readonly singleOdds: readonly [number, number, number];
  /** Odds to one of a two-colour bet when both colours show. */
  readonly pairOdds: number;
}

/** games.md: 1:1 / 2:1 / 3:1 (chuck-a-luck, edge 7.87 %) and 5:1 for a pair (returns 83.3 %). */
export const DEFAULT_COLOUR_GAME_CONFIG: ColourGameConfig = {
  ...DEFAULT_STAKE_LIMITS,
  singleOdds: [1, 2, 3],
  pairOdds: 5,
};

export function checkColourGameConfig(config: ColourGameConfig): void {
  checkStakeLimits(config);
  configCheck(
    config.singleOdds.length === 3 && config.singleOdds.every((o) => Number.isInteger(o) && o >= 0),
    'colour game: singleOdds must be three whole odds',
  );
  configCheck(
    Number.isInteger(config.pairOdds) && config.pairOdds >= 0,
    'colour game: pairOdds must be whole odds',
  );
}

function isColour(value: unknown): value is GameColour {
  return (COLOUR_GAME_COLOURS as readonly unknown[]).includes(value);
}

/** Throws INVALID_BET for an unknown colour, or a pair of one colour twice. */
export function assertColourChoice(choice: ColourBetChoice): void {
  if (choice.kind === 'single' && isColour(choice.colour)) return;
  if (
    choice.kind === 'pair' &&
    choice.colours.length === 2 &&
    isColour(choice.colours[0]) &&
    isColour(choice.colours[1]) &&
    choice.colours[0] !== choice.colours[1]
  ) {
    return;
  }
  throw new EngineError('INVALID_BET', 'bet on one colour, or on two different colours');
}

/** The 15 two-colour bets. */
export const COLOUR_PAIRS: readonly (readonly [GameColour, GameColour])[] =
  COLOUR_GAME_COLOURS.flatMap((a, i) =>
    COLOUR_GAME_COLOURS.slice(i + 1).map((b) => [a, b] as const),
  );

/** Each die: floor(float × 6) indexes white, green, pink, blue, red, yellow. */
export function rollColourDice(next: NextUint32): ColourDice {
  const die = () => COLOUR_GAME_COLOURS[uniformIndex(next(), COLOUR_GAME_COLOURS.length)]!;
  return [die(), die(), die()];
}

/** Amount credited (stake included) for a bet on these dice; 0 when it loses. */
export function colourBetPayout(
  choice: ColourBetChoice,
  stake: number,
  dice: ColourDice,
  config: ColourGameConfig = DEFAULT_COLOUR_GAME_CONFIG,
): number {
  if (choice.kind === 'single') {
    const matches = dice.filter((d) => d === choice.colour).length;
    return matches === 0 ? 0 : mulDivFloor(stake, 1 + config.singleOdds[matches - 1]!, 1);
  }
  const [a, b] = choice.colours;
  return dice.includes(a) && dice.includes(b) ? mulDivFloor(stake, 1 + config.pairOdds, 1) : 0;
}

// ---------------------------------------------------------------------------------------------
// The round state machine

export type ColourRoundStatus = 'betting' | 'closed' | 'settled' | 'cancelled';

export interface ColourRoundBet {
  readonly betId: string;
  readonly playerId: string;
  readonly choice: ColourBetChoice;
  readonly stake: number;
  /** Credited on settlement (winnings or refund), null while the round is open. */
  readonly payout: number | null;
}

export interface ColourRound {
  readonly roundId: string;
  readonly status: ColourRoundStatus;
  readonly bets: readonly ColourRoundBet[];
  readonly dice: ColourDice | null;
  readonly cancelReason: ColourCancelReason | null;
}

/** Why a round was cancelled: a die could not be read, or the operator stopped it. */
export type ColourCancelReason = 'unreadableDie' | 'operator';

/** What the operator (or the fair stream) declares for a closed round. */
export type ColourRoundResult =
  | { readonly kind: 'rolled'; readonly dice: ColourDice }
  | { readonly kind: 'cancelled'; readonly reason: ColourCancelReason };

function transitionError(round: ColourRound, action: string): EngineError {
  return new EngineError(
    'ILLEGAL_TRANSITION',
    `colour round ${round.roundId} is ${round.status}: cannot ${action}`,
  );
}

export function openColourRound(roundId: string): ColourRound {
  if (roundId.length === 0) throw new EngineError('INVALID_BET', 'round id is empty');
  return { roundId, status: 'betting', bets: [], dice: null, cancelReason: null };
}

export function placeColourBet(
  round: ColourRound,
  bet: { betId: string; playerId: string; choice: ColourBetChoice; stake: number },
  config: ColourGameConfig = DEFAULT_COLOUR_GAME_CONFIG,
): ColourRound {
  if (round.status !== 'betting') {
    throw new EngineError('BETTING_CLOSED', `colour round ${round.roundId} no longer takes bets`);
  }
  assertColourChoice(bet.choice);
  assertStake(bet.stake, config);
  if (round.bets.some((b) => b.betId === bet.betId)) {
    throw new EngineError('DUPLICATE_BET', `bet ${bet.betId} is already in the round`);
  }
  return { ...round, bets: [...round.bets, { ...bet, payout: null }] };
}

export function closeColourRound(round: ColourRound): ColourRound {
  if (round.status !== 'betting') throw transitionError(round, 'close');
  return { ...round, status: 'closed' };
}

/**
 * Settles a closed round with its dice, or cancels it (from betting or closed) with every stake
 * returned. Cancelling is the only answer to an unreadable die (games.md).
 */
export function settleColourRound(
  round: ColourRound,
  result: ColourRoundResult,
  config: ColourGameConfig = DEFAULT_COLOUR_GAME_CONFIG,
): ColourRound {
  if (result.kind === 'cancelled') {
    if (round.status !== 'betting' && round.status !== 'closed')
      throw transitionError(round, 'cancel');
    return {
      ...round,
      status: 'cancelled',
      cancelReason: result.reason,
      bets: round.bets.map((b) => ({ ...b, payout: b.stake })),
    };
  }
  if (round.status !== 'closed') throw transitionError(round, 'settle');
  if (result.dice.length !== 3 || !result.dice.every(isColour)) {
    throw new EngineError('INVALID_BET', 'a roll is three colours of the colour game');
  }
  return {
    ...round,
    status: 'settled',
    dice: result.dice,
    bets: round.bets.map((b) => ({
      ...b,
      payout: colourBetPayout(b.choice, b.stake, result.dice, config),
    })),
  };
}

/** Total staked and total credited of a finished round. */
export function colourRoundTotals(round: ColourRound): { staked: number; paid: number } {
  return {
    staked: sumMinor(round.bets.map((b) => b.stake)),
    paid: sumMinor(round.bets.map((b) => b.payout ?? 0)),
  };
}

// ---------------------------------------------------------------------------------------------
// Provably fair dice and returns

/** The dice of a round drawn on seeds (the operator may still cancel instead of settling). */
export function colourDiceFromSeeds(seeds: BetSeeds): ColourDice {
  return rollColourDice(fairStream(seeds));
}

export function verifyColourDice(revealed: RevealedSeeds): Verification<ColourDice> {
  return verifyWith(revealed, rollColourDice);
}

/** Exact probability of each colour on one die. */
function faceProbabilities(): number[] {
  const n = COLOUR_GAME_COLOURS.length;
  return COLOUR_GAME_COLOURS.map((_, i) => uniformIndexProbability(i, i + 1, n));
}

/** Exact return to player of a bet with this stake, over all 216 rolls, rounding included. */
export function colourExpectedReturn(
  choice: ColourBetChoice,
  stake: number,
  config: ColourGameConfig = DEFAULT_COLOUR_GAME_CONFIG,
): number {
  assertColourChoice(choice);
  assertStake(stake, config);
  const p = faceProbabilities();
  let expected = 0;
  COLOUR_GAME_COLOURS.forEach((a, i) =>
    COLOUR_GAME_COLOURS.forEach((b, j) =>
      COLOUR_GAME_COLOURS.forEach((c, k) => {
        expected += p[i]! * p[j]! * p[k]! * colourBetPayout(choice, stake, [a, b, c], config);
      }),
    ),
  );
  return expected / stake;
}

export interface ColourPlay {
  readonly choice: ColourBetChoice;
  readonly stake: number;
}

export interface ColourPlayOutcome {
  readonly dice: ColourDice;
  /** Payout of each bet, in order (stake included, 0 when lost). */
  readonly payouts: readonly number[];
  readonly totalStake: number;
  readonly payout: number;
}

function colourPlayOutcome(
  next: NextUint32,
  bets: readonly ColourPlay[],
  config: ColourGameConfig,
): ColourPlayOutcome {
  const dice = rollColourDice(next);
  const payouts = bets.map((b) => colourBetPayout(b.choice, b.stake, dice, config));
  return {
    dice,
    payouts,
    totalStake: sumMinor(bets.map((b) => b.stake)),
    payout: sumMinor(payouts),
  };
}

function assertColourPlays(bets: readonly ColourPlay[], config: ColourGameConfig): void {
  if (bets.length === 0) throw new EngineError('INVALID_BET', 'place at least one bet');
  for (const b of bets) {
    assertColourChoice(b.choice);
    assertStake(b.stake, config);
  }
}

/** A solo (instant) round: the player's bets settled on one roll of their seeds. */
export function playColourGame(
  seeds: BetSeeds,
  bets: readonly ColourPlay[],
  config: ColourGameConfig = DEFAULT_COLOUR_GAME_CONFIG,
): ColourPlayOutcome {
  assertColourPlays(bets, config);
  return colourPlayOutcome(fairStream(seeds), bets, config);
}

export function verifyColourGame(
  revealed: RevealedSeeds,
  bets: readonly ColourPlay[],
  config: ColourGameConfig = DEFAULT_COLOUR_GAME_CONFIG,
): Verification<ColourPlayOutcome> {
  assertColourPlays(bets, config);
  return verifyWith(revealed, (next) => colourPlayOutcome(next, bets, config));
}
