// Scratch, game 10004 (games.md "Scratch"): a 3×3 card; three matching symbols win stake × that
// symbol's multiplier. As on printed scratch cards the prize is drawn first (by weight, from the
// bet's first float) and the card is then dealt to show exactly that prize, so the return is set by
// the prize table (97.0 % by default) and the card is fixed, and committed, at purchase; scratching
// only reveals it.
import { EngineError, configCheck } from '../errors';
import { fairStream, uniformIndex, weightedIndex, weightedIndexProbabilities } from '../fair/seeds';
import type { BetSeeds, NextUint32, RevealedSeeds } from '../fair/seeds';
import { verifyWith } from '../fair/verify';
import type { Verification } from '../fair/verify';
import { DEFAULT_STAKE_LIMITS, assertStake, checkStakeLimits, mulDivFloor } from '../money';
import type { StakeLimits } from '../money';

export const SCRATCH_CELLS = 9;
/** Matching symbols needed to win. */
export const SCRATCH_MATCH = 3;

export interface ScratchSymbol {
  readonly id: string;
  /** Win multiplier in hundredths (100 = stake back, 50000 = ×500). */
  readonly multiplierX100: number;
  /** Relative probability that a card wins with this symbol (integer). */
  readonly weight: number;
}

export interface ScratchConfig extends StakeLimits {
  readonly symbols: readonly ScratchSymbol[];
  /** Relative probability of a losing card. */
  readonly loseWeight: number;
}

/**
 * Default prize table, weights per million cards. Return = Σ weight × multiplier / 10^6 =
 * (200000×1 + 100000×2 + 40000×5 + 14000×10 + 4000×25 + 800×100 + 100×500) / 10^6 = 97.0 %;
 * a card wins 35.89 % of the time.
 */
export const DEFAULT_SCRATCH_CONFIG: ScratchConfig = {
  ...DEFAULT_STAKE_LIMITS,
  symbols: [
    { id: 'coin', multiplierX100: 100, weight: 200_000 },
    { id: 'cherry', multiplierX100: 200, weight: 100_000 },
    { id: 'bell', multiplierX100: 500, weight: 40_000 },
    { id: 'clover', multiplierX100: 1_000, weight: 14_000 },
    { id: 'seven', multiplierX100: 2_500, weight: 4_000 },
    { id: 'diamond', multiplierX100: 10_000, weight: 800 },
    { id: 'crown', multiplierX100: 50_000, weight: 100 },
  ],
  loseWeight: 641_100,
};

export function checkScratchConfig(config: ScratchConfig): void {
  checkStakeLimits(config);
  const ids = config.symbols.map((s) => s.id);
  configCheck(
    new Set(ids).size === ids.length && ids.every((id) => id.length > 0),
    'scratch: symbol ids must be unique',
  );
  // A losing card shows each symbol at most twice, so nine cells need at least five symbols.
  configCheck(
    config.symbols.length * (SCRATCH_MATCH - 1) >= SCRATCH_CELLS,
    'scratch: at least five symbols are needed',
  );
  for (const s of config.symbols) {
    configCheck(
      Number.isInteger(s.multiplierX100) && s.multiplierX100 > 0,
      `scratch: ${s.id} multiplier must be whole hundredths`,
    );
    configCheck(
      Number.isInteger(s.weight) && s.weight >= 0,
      `scratch: ${s.id} weight must be a whole number`,
    );
  }
  configCheck(
    Number.isInteger(config.loseWeight) && config.loseWeight >= 0,
    'scratch: loseWeight must be a whole number',
  );
  configCheck(
    config.symbols.some((s) => s.weight > 0) || config.loseWeight > 0,
    'scratch: some weight must be positive',
  );
}

export interface ScratchOutcome {
  /** Symbol ids row by row (cells 0–2 top row). */
  readonly cells: readonly string[];
  /** The symbol shown three times, or null for a losing card. */
  readonly winningSymbol: string | null;
  readonly multiplierX100: number;
  /** Amount credited (stake included) in minor units; 0 on a losing card. */
  readonly payout: number;
}

/** Fisher–Yates over the first `take` positions, one float per swap. */
function shuffle<T>(items: T[], next: NextUint32, take = items.length): T[] {
  for (let i = 0; i < take && i < items.length - 1; i++) {
    const j = i + uniformIndex(next(), items.length - i);
    const swap = items[i]!;
    items[i] = items[j]!;
    items[j] = swap;
  }
  return items;
}

interface PrizeTable {
  readonly weights: readonly number[];
  /** Per prize tier (symbols in order, then "lose"): the winning cells and the filler pool. */
  readonly tiers: readonly {
    readonly winning: readonly string[];
    readonly pool: readonly string[];
  }[];
  readonly symbolIndex: ReadonlyMap<string, number>;
}

// Configs are immutable values, so their derived tables are built once.
const tables = new WeakMap<ScratchConfig, PrizeTable>();

function tableOf(config: ScratchConfig): PrizeTable {
  let table = tables.get(config);
  // Stryker disable next-line ConditionalExpression: a cache; building the table again gives an equal table
  if (!table) {
    const tierOf = (winner: ScratchSymbol | undefined) => ({
      winning: winner ? Array.from({ length: SCRATCH_MATCH }, () => winner.id) : [],
      pool: config.symbols
        .filter((s) => s !== winner)
        .flatMap((s) => Array.from({ length: SCRATCH_MATCH - 1 }, () => s.id)),
    });
    table = {
      weights: [...config.symbols.map((s) => s.weight), config.loseWeight],
      tiers: [...config.symbols.map(tierOf), tierOf(undefined)],
      symbolIndex: new Map(config.symbols.map((s, i) => [s.id, i])),
    };
    tables.set(config, table);
  }
  return table;
}

/**
 * Deals a card: float 1 picks the prize; a pool holding every other symbol twice is shuffled to fill
 * the remaining cells (so no other symbol can reach three); a last shuffle places all nine cells.
 */
export function dealScratchCells(
  next: NextUint32,
  config: ScratchConfig = DEFAULT_SCRATCH_CONFIG,
): string[] {
  const table = tableOf(config);
  const tier = table.tiers[weightedIndex(next(), table.weights)]!;
  const fill = SCRATCH_CELLS - tier.winning.length;
  const fillers = shuffle(tier.pool.slice(), next, fill).slice(0, fill);
  return shuffle([...tier.winning, ...fillers], next);
}

/** Reads a card as a player would: a symbol shown three or more times wins its multiplier. */
export function evaluateScratchCells(
  cells: readonly string[],
  stake: number,
  config: ScratchConfig = DEFAULT_SCRATCH_CONFIG,
): ScratchOutcome {
  if (cells.length !== SCRATCH_CELLS)
    throw new EngineError('INVALID_BET', 'a scratch card has nine cells');
  const { symbolIndex } = tableOf(config);
  const seen = new Array<number>(config.symbols.length).fill(0);
  let best: ScratchSymbol | null = null;
  for (const cell of cells) {
    const index = symbolIndex.get(cell);
    if (index === undefined)
      throw new EngineError('INVALID_BET', `unknown scratch symbol '${cell}'`);
    seen[index]! += 1;
    const symbol = config.symbols[index]!;
    if (
      seen[index] === SCRATCH_MATCH &&
      (best === null || symbol.multiplierX100 > best.multiplierX100)
    )
      best = symbol;
  }
  return {
    cells,
    winningSymbol: best?.id ?? null,
    multiplierX100: best?.multiplierX100 ?? 0,
    payout: best ? mulDivFloor(stake, best.multiplierX100, 100) : 0,
  };
}

export function scratchOutcome(
  next: NextUint32,
  stake: number,
  config: ScratchConfig = DEFAULT_SCRATCH_CONFIG,
): ScratchOutcome {
  assertStake(stake, config);
  return evaluateScratchCells(dealScratchCells(next, config), stake, config);
}

export function verifyScratch(
  revealed: RevealedSeeds,
  stake: number,
  config: ScratchConfig = DEFAULT_SCRATCH_CONFIG,
): Verification<ScratchOutcome> {
  assertStake(stake, config);
  return verifyWith(revealed, (next) => scratchOutcome(next, stake, config));
}

/** Exact return to player of a card with this stake, rounding included. */
export function scratchExpectedReturn(
  stake: number,
  config: ScratchConfig = DEFAULT_SCRATCH_CONFIG,
): number {
  assertStake(stake, config);
  const p = weightedIndexProbabilities([...config.symbols.map((s) => s.weight), config.loseWeight]);
  return (
    config.symbols.reduce(
      (sum, s, i) => sum + p[i]! * mulDivFloor(stake, s.multiplierX100, 100),
      0,
    ) / stake
  );
}

// ---------------------------------------------------------------------------------------------
// The card's life: bought (result fixed) → cells revealed one by one → fully revealed

export interface ScratchCard extends ScratchOutcome {
  readonly stake: number;
  readonly revealed: readonly boolean[];
}

/** Buys a card on the bet's seeds: the payout is settled now; revealing changes nothing of it. */
export function buyScratchCard(
  seeds: BetSeeds,
  stake: number,
  config: ScratchConfig = DEFAULT_SCRATCH_CONFIG,
): ScratchCard {
  const outcome = scratchOutcome(fairStream(seeds), stake, config);
  return { ...outcome, stake, revealed: Array.from({ length: SCRATCH_CELLS }, () => false) };
}

export function isScratchCardRevealed(card: ScratchCard): boolean {
  return card.revealed.every(Boolean);
}

/** Reveals one cell; refuses a cell outside the card or one already scratched. */
export function revealScratchCell(card: ScratchCard, cell: number): ScratchCard {
  if (!Number.isInteger(cell) || cell < 0 || cell >= SCRATCH_CELLS) {
    throw new EngineError('INVALID_BET', 'cell must be 0 to 8');
  }
  if (card.revealed[cell])
    throw new EngineError('ALREADY_REVEALED', `cell ${cell} is already scratched`);
  return { ...card, revealed: card.revealed.map((r, i) => r || i === cell) };
}

/** Reveals every cell ("scratch all"); refuses a card that is already fully revealed. */
export function revealScratchCard(card: ScratchCard): ScratchCard {
  if (isScratchCardRevealed(card))
    throw new EngineError('ALREADY_REVEALED', 'the card is already revealed');
  return { ...card, revealed: card.revealed.map(() => true) };
}

/** What the player may see: unrevealed cells hidden (null) until scratched. */
export function scratchCardView(card: ScratchCard): {
  cells: (string | null)[];
  payout: number | null;
} {
  const done = isScratchCardRevealed(card);
  return {
    cells: card.cells.map((c, i) => (card.revealed[i] ? c : null)),
    payout: done ? card.payout : null,
  };
}
