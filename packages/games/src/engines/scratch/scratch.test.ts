import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { hashServerSeed } from '../fair/seeds';
import { expectEngineError } from '../test/engineError';
import { SIMULATED_ROUNDS, itSimulates, seededUint32, simulationTolerance } from '../test/prng';
import {
  DEFAULT_SCRATCH_CONFIG,
  buyScratchCard,
  checkScratchConfig,
  dealScratchCells,
  evaluateScratchCells,
  isScratchCardRevealed,
  revealScratchCard,
  revealScratchCell,
  scratchCardView,
  scratchExpectedReturn,
  verifyScratch,
} from './scratch';
import type { ScratchConfig } from './scratch';

const seeds = { serverSeed: 'scratch-seed', clientSeed: 'lucky7', nonce: 0 };
const ids = DEFAULT_SCRATCH_CONFIG.symbols.map((s) => s.id);

function counts(cells: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const c of cells) map.set(c, (map.get(c) ?? 0) + 1);
  return map;
}

describe('scratch prize table (games.md: RTP about 97 %)', () => {
  it('returns 97.0 % exactly over the prize distribution', () => {
    expect(Math.abs(scratchExpectedReturn(1_000_000) - 0.97)).toBeLessThan(1e-6);
    expect(() => checkScratchConfig(DEFAULT_SCRATCH_CONFIG)).not.toThrow();
  });

  itSimulates('returns 97 % over 10^6 simulated cards, read from the cells alone', () => {
    const next = seededUint32(9);
    let paid = 0;
    let badCards = 0;
    const stake = 100;
    for (let i = 0; i < SIMULATED_ROUNDS; i++) {
      const cells = dealScratchCells(next);
      // a dealt card never shows two triples, nor more than three of a symbol
      const shown = new Map<string, number>();
      let triples = 0;
      for (const c of cells) {
        const n = (shown.get(c) ?? 0) + 1;
        shown.set(c, n);
        if (n === 3) triples++;
        if (n > 3) badCards++;
      }
      if (triples > 1 || cells.length !== 9) badCards++;
      paid += evaluateScratchCells(cells, stake).payout;
    }
    expect(badCards).toBe(0);
    // sd of the payout multiplier under the default table
    const p = DEFAULT_SCRATCH_CONFIG.symbols.map((s) => s.weight / 1e6);
    const mean = 0.97;
    const second = DEFAULT_SCRATCH_CONFIG.symbols.reduce(
      (sum, s, i) => sum + p[i]! * (s.multiplierX100 / 100) ** 2,
      0,
    );
    const sd = Math.sqrt(second - mean ** 2);
    expect(Math.abs(paid / (SIMULATED_ROUNDS * stake) - mean)).toBeLessThan(
      simulationTolerance(sd),
    );
  }, 60_000);

  it('reads a card: three of a symbol win its multiplier, otherwise nothing', () => {
    const win = ['bell', 'coin', 'bell', 'seven', 'coin', 'crown', 'bell', 'seven', 'cherry'];
    expect(evaluateScratchCells(win, 1000)).toMatchObject({
      winningSymbol: 'bell',
      multiplierX100: 500,
      payout: 5000,
    });
    const lose = ['bell', 'coin', 'bell', 'seven', 'coin', 'crown', 'cherry', 'seven', 'cherry'];
    expect(evaluateScratchCells(lose, 1000)).toMatchObject({ winningSymbol: null, payout: 0 });
    expect(evaluateScratchCells(win, 333)).toMatchObject({ payout: 1665 });
    expect(() => evaluateScratchCells(win.slice(1), 1000)).toThrow(/nine cells/);
    expect(() => evaluateScratchCells([...win.slice(1), 'joker'], 1000)).toThrow(
      /unknown scratch symbol/,
    );
  });
});

describe('scratch card: fixed at purchase, then revealed', () => {
  it('settles at purchase and reveals without changing the result', () => {
    const card = buyScratchCard(seeds, 500);
    expect(card.revealed.every((r) => !r)).toBe(true);
    expect(scratchCardView(card)).toEqual({ cells: Array(9).fill(null), payout: null });
    let scratched = card;
    for (let i = 0; i < 9; i++) scratched = revealScratchCell(scratched, i);
    expect(isScratchCardRevealed(scratched)).toBe(true);
    expect(scratchCardView(scratched)).toEqual({ cells: card.cells, payout: card.payout });
    expect({ ...scratched, revealed: card.revealed }).toEqual(card);
  });

  it('refuses revealing a cell twice, a cell off the card, or a revealed card again', () => {
    const card = revealScratchCell(buyScratchCard(seeds, 500), 4);
    expect(() => revealScratchCell(card, 4)).toThrow(EngineError);
    expect(() => revealScratchCell(card, 9)).toThrow(/0 to 8/);
    expect(() => revealScratchCell(card, 1.5)).toThrow(/0 to 8/);
    const all = revealScratchCard(card);
    expect(isScratchCardRevealed(all)).toBe(true);
    expect(() => revealScratchCard(all)).toThrow(/already revealed/);
  });

  it('recomputes every card from its revealed seeds, in whole minor units', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.integer({ min: 100, max: 1_000_000 }), (nonce, stake) => {
        const card = buyScratchCard({ ...seeds, nonce }, stake);
        const { seedMatchesHash, outcome } = verifyScratch(
          { ...seeds, nonce, serverSeedHash: hashServerSeed(seeds.serverSeed) },
          stake,
        );
        expect(seedMatchesHash).toBe(true);
        expect(outcome).toEqual({
          cells: card.cells,
          winningSymbol: card.winningSymbol,
          multiplierX100: card.multiplierX100,
          payout: card.payout,
        });
        expect(card.cells.every((c) => ids.includes(c))).toBe(true);
        expect(Number.isSafeInteger(card.payout)).toBe(true);
        expect(card.payout).toBe(Math.floor((stake * card.multiplierX100) / 100));
      }),
      { numRuns: 100 },
    );
    expect(() => buyScratchCard(seeds, 50)).toThrow(EngineError);
  });
});

describe('scratch configuration', () => {
  it('refuses tables that cannot deal a valid card', () => {
    const few: ScratchConfig = {
      ...DEFAULT_SCRATCH_CONFIG,
      symbols: DEFAULT_SCRATCH_CONFIG.symbols.slice(0, 4),
    };
    expect(() => checkScratchConfig(few)).toThrow(/five symbols/);
    const dup: ScratchConfig = {
      ...DEFAULT_SCRATCH_CONFIG,
      symbols: [...DEFAULT_SCRATCH_CONFIG.symbols, DEFAULT_SCRATCH_CONFIG.symbols[0]!],
    };
    expect(() => checkScratchConfig(dup)).toThrow(/unique/);
  });

  it('deals five-symbol tables correctly too', () => {
    const five: ScratchConfig = {
      ...DEFAULT_SCRATCH_CONFIG,
      symbols: DEFAULT_SCRATCH_CONFIG.symbols.slice(0, 5),
      loseWeight: 500_000,
    };
    const next = seededUint32(5);
    for (let i = 0; i < 2000; i++) {
      const cells = dealScratchCells(next, five);
      const max = Math.max(...counts(cells).values());
      const outcome = evaluateScratchCells(cells, 100, five);
      expect(max === 3).toBe(outcome.winningSymbol !== null);
      expect(max).toBeLessThanOrEqual(3);
    }
  });
});

describe('games.md Scratch: where the symbols land, and the refusals', () => {
  it('a win\'s three symbols and the fillers land anywhere on the card, not in dealing order', () => {
    const next = seededUint32(27);
    const winningAt = new Array<number>(9).fill(0);
    const firstCell = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const cells = dealScratchCells(next);
      firstCell.add(cells[0]!);
      const outcome = evaluateScratchCells(cells, 100);
      if (outcome.winningSymbol !== null) cells.forEach((c, k) => (winningAt[k]! += c === outcome.winningSymbol ? 1 : 0));
    }
    for (const hits of winningAt) expect(hits).toBeGreaterThan(0);
    // Every symbol shows in the first cell sometimes: the fillers are shuffled too.
    expect(firstCell.size).toBe(ids.length);
  });
  it('a card a player reads with two triples pays the better one, wherever it is', () => {
    const fill = ['cherry', 'clover', 'seven'];
    expect(evaluateScratchCells(['bell', 'bell', 'bell', 'coin', 'coin', 'coin', ...fill], 100).winningSymbol).toBe('bell');
    expect(evaluateScratchCells(['coin', 'coin', 'coin', 'bell', 'bell', 'bell', ...fill], 100).winningSymbol).toBe('bell');
  });
  it('a bought card starts with every cell covered', () => {
    expect(buyScratchCard(seeds, 500).revealed).toEqual(new Array(9).fill(false));
  });
  it('refuses a card without nine cells, an unknown symbol, a cell off the card or scratched twice, and a card revealed twice', () => {
    expectEngineError(() => evaluateScratchCells(['coin'], 100), 'INVALID_BET', /a scratch card has nine cells/);
    expectEngineError(() => evaluateScratchCells(new Array(9).fill('joker'), 100), 'INVALID_BET', /unknown scratch symbol 'joker'/);
    const card = revealScratchCell(buyScratchCard(seeds, 500), 4);
    for (const cell of [-1, 9, 1.5]) expectEngineError(() => revealScratchCell(card, cell), 'INVALID_BET', /cell must be 0 to 8/);
    expectEngineError(() => revealScratchCell(card, 4), 'ALREADY_REVEALED', /cell 4 is already scratched/);
    expectEngineError(() => revealScratchCard(revealScratchCard(card)), 'ALREADY_REVEALED', /the card is already revealed/);
  });
});
