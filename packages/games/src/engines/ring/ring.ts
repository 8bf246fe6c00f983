// Ring (ring of fortune), game 10002 (games.md "Ring"): a wheel of 32 fields, 15 grey ×2, 10 blue
// ×3, 6 orange ×6, 1 green ×99, several colour bets per spin, each colour returning 99 %.
//
// Those numbers only agree if colours are drawn with probabilities 49.5 / 33 / 16.5 / 1 %
// (2 × 49.5 % = 3 × 33 % = 6 × 16.5 % = 99 × 1 % = 99 %): with 32 equally likely fields grey and
// blue would return 93.75 % and green 309 %. So the engine draws the colour by its configured
// weight, then one of that colour's fields uniformly for the pointer; the rules page must publish
// the per-colour probabilities (ringColourProbabilities) since the field count does not show them.
// An operator who wants field-proportional odds sets each weight to its field count.
import { EngineError, configCheck } from '../errors';
import { fairStream, uniformIndex, weightedIndex, weightedIndexProbabilities } from '../fair/seeds';
import type { BetSeeds, NextUint32, RevealedSeeds } from '../fair/seeds';
import { verifyWith } from '../fair/verify';
import type { Verification } from '../fair/verify';
import { DEFAULT_STAKE_LIMITS, assertStake, checkStakeLimits, mulDivFloor } from '../money';
import type { StakeLimits } from '../money';

export const RING_COLOURS = ['grey', 'blue', 'orange', 'green'] as const;
export type RingColour = (typeof RING_COLOURS)[number];

export interface RingColourRule {
  /** Fields of this colour on the wheel (display; must match the layout). */
  readonly fields: number;
  /** Payout multiplier in hundredths (200 = ×2, stake included). */
  readonly multiplierX100: number;
  /** Relative probability of the colour (integer). */
  readonly weight: number;
}

export interface RingConfig extends StakeLimits {
  readonly colours: Readonly<Record<RingColour, RingColourRule>>;
  /** The wheel clockwise from the pointer's rest position. */
  readonly layout: readonly RingColour[];
}

/** The default wheel: green at 0, greys on odd fields, oranges spread among the blues. */
export const DEFAULT_RING_LAYOUT: readonly RingColour[] = (() => {
  const layout: RingColour[] = Array.from({ length: 32 }, (_, i) =>
    i % 2 === 1 ? 'grey' : 'blue',
  );
  layout[0] = 'green';
  layout[31] = 'orange';
  for (const i of [4, 10, 16, 22, 28]) layout[i] = 'orange';
  return layout;
})();

/** games.md "Ring" (weights in ten-thousandths: 49.5 %, 33 %, 16.5 %, 1 %). */
export const DEFAULT_RING_CONFIG: RingConfig = {
  ...DEFAULT_STAKE_LIMITS,
  colours: {
    grey: { fields: 15, multiplierX100: 200, weight: 4950 },
    blue: { fields: 10, multiplierX100: 300, weight: 3300 },
    orange: { fields: 6, multiplierX100: 600, weight: 1650 },
    green: { fields: 1, multiplierX100: 9900, weight: 100 },
  },
  layout: DEFAULT_RING_LAYOUT,
};

export function checkRingConfig(config: RingConfig): void {
  checkStakeLimits(config);
  for (const colour of RING_COLOURS) {
    const rule = config.colours[colour];
    const onWheel = config.layout.filter((c) => c === colour).length;
    configCheck(
      Number.isInteger(rule.fields) && rule.fields >= 1 && rule.fields === onWheel,
      `ring: ${colour} has ${rule.fields} fields but the layout shows ${onWheel}`,
    );
    configCheck(
      Number.isInteger(rule.multiplierX100) && rule.multiplierX100 >= 100,
      `ring: ${colour} multiplier must be whole hundredths, at least ×1`,
    );
    configCheck(
      Number.isInteger(rule.weight) && rule.weight > 0,
      `ring: ${colour} weight must be a positive integer`,
    );
  }
  configCheck(
    config.layout.every((c) => RING_COLOURS.includes(c)),
    'ring: the layout may only hold ring colours',
  );
}

/** Stakes per colour for one spin, in minor units; at least one colour. */
export type RingBets = Partial<Record<RingColour, number>>;

export interface RingOutcome {
  readonly colour: RingColour;
  /** Index in `layout` where the pointer stops. */
  readonly field: number;
  readonly totalStake: number;
  /** Amount credited (stakes included) in minor units. */
  readonly payout: number;
  /** Payout per colour bet (0 for losing colours). */
  readonly payouts: Partial<Record<RingColour, number>>;
}

/** Throws unless every stake is valid and at least one colour is bet. */
export function assertRingBets(bets: RingBets, config: RingConfig = DEFAULT_RING_CONFIG): void {
  const keys = Object.keys(bets);
  if (keys.length === 0) throw new EngineError('INVALID_BET', 'bet on at least one colour');
  for (const key of keys) {
    if (!(RING_COLOURS as readonly string[]).includes(key)) {
      throw new EngineError('INVALID_BET', `unknown ring colour '${key}'`);
    }
    assertStake(bets[key as RingColour], config);
  }
}

function weights(config: RingConfig): number[] {
  return RING_COLOURS.map((c) => config.colours[c].weight);
}

interface Wheel {
  readonly weights: readonly number[];
  readonly fields: Readonly<Record<RingColour, readonly number[]>>;
}

// Configs are immutable values, so their derived weights and field lists are computed once.
const wheels = new WeakMap<RingConfig, Wheel>();

function wheelOf(config: RingConfig): Wheel {
  let wheel = wheels.get(config);
  // Stryker disable next-line ConditionalExpression: a cache; computing the wheel again gives an equal wheel
  if (!wheel) {
    const fields = Object.fromEntries(
      RING_COLOURS.map((colour) => [
        colour,
        config.layout.flatMap((c, i) => (c === colour ? [i] : [])),
      ]),
    ) as Record<RingColour, number[]>;
    wheel = { weights: weights(config), fields };
    wheels.set(config, wheel);
  }
  return wheel;
}

/** Draws the colour (first float, by weight) and its field (second float, uniform). */
export function spinRing(
  next: NextUint32,
  config: RingConfig = DEFAULT_RING_CONFIG,
): { colour: RingColour; field: number } {
  const wheel = wheelOf(config);
  const colour = RING_COLOURS[weightedIndex(next(), wheel.weights)]!;
  const fields = wheel.fields[colour];
  return { colour, field: fields[uniformIndex(next(), fields.length)]! };
}

export function ringOutcome(
  next: NextUint32,
  bets: RingBets,
  config: RingConfig = DEFAULT_RING_CONFIG,
): RingOutcome {
  assertRingBets(bets, config);
  const { colour, field } = spinRing(next, config);
  const payouts: Partial<Record<RingColour, number>> = {};
  let totalStake = 0;
  let payout = 0;
  for (const c of RING_COLOURS) {
    const stake = bets[c];
    if (stake === undefined) continue;
    const won = c === colour ? mulDivFloor(stake, config.colours[c].multiplierX100, 100) : 0;
    payouts[c] = won;
    totalStake += stake;
    payout += won;
  }
  return { colour, field, totalStake, payout, payouts };
}

export function playRing(
  seeds: BetSeeds,
  bets: RingBets,
  config: RingConfig = DEFAULT_RING_CONFIG,
): RingOutcome {
  assertRingBets(bets, config);
  return ringOutcome(fairStream(seeds), bets, config);
}

export function verifyRing(
  revealed: RevealedSeeds,
  bets: RingBets,
  config: RingConfig = DEFAULT_RING_CONFIG,
): Verification<RingOutcome> {
  assertRingBets(bets, config);
  return verifyWith(revealed, (next) => ringOutcome(next, bets, config));
}

/** Exact probability of each colour (publish these on the rules page). */
export function ringColourProbabilities(
  config: RingConfig = DEFAULT_RING_CONFIG,
): Record<RingColour, number> {
  const p = weightedIndexProbabilities(weights(config));
  return Object.fromEntries(RING_COLOURS.map((c, i) => [c, p[i]!])) as Record<RingColour, number>;
}

/** Exact return to player of a bet on one colour with this stake, rounding included. */
export function ringExpectedReturn(
  colour: RingColour,
  stake: number,
  config: RingConfig = DEFAULT_RING_CONFIG,
): number {
  assertStake(stake, config);
  const win = mulDivFloor(stake, config.colours[colour].multiplierX100, 100);
  return (ringColourProbabilities(config)[colour] * win) / stake;
}
