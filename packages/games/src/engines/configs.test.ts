// games.md "Configuration": an operator's game config is checked once, when the engine is
// configured, and a bad one is refused with INVALID_CONFIG and the rule it breaks, each rule on its
// own and at its edge (the edge itself allowed where the rule says "at least" or "at most").
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOUR_GAME_CONFIG, checkColourGameConfig } from './colour/colourGame';
import { DEFAULT_DICE_CONFIG, checkDiceConfig } from './dice/dice';
import { DEFAULT_JUMP_CONFIG, checkJumpConfig } from './jump/jump';
import { DEFAULT_RING_CONFIG, checkRingConfig } from './ring/ring';
import { DEFAULT_SABONG_CONFIG, checkSabongConfig } from './sabong/sabong';
import { DEFAULT_SCRATCH_CONFIG, checkScratchConfig } from './scratch/scratch';
import { expectEngineError } from './test/engineError';

/** A bad config is refused with INVALID_CONFIG and the rule it breaks. */
const refuses = (check: () => void, rule: RegExp) => expectEngineError(check, 'INVALID_CONFIG', rule);

describe('games.md Dice config: chances 0 < min <= max < 100 % in hundredths, RTP in (0, 100 %]', () => {
  const check = (change: Partial<typeof DEFAULT_DICE_CONFIG>) => () => checkDiceConfig({ ...DEFAULT_DICE_CONFIG, ...change });
  it('refuses each broken rule', () => {
    const chances = /dice chances must be whole hundredths of a percent with 0 < min <= max < 100 %/;
    for (const bad of [{ minChanceX100: 1.5 }, { maxChanceX100: 9800.5 }, { minChanceX100: 0 }, { minChanceX100: 5000, maxChanceX100: 4999 }, { maxChanceX100: 10_000 }]) refuses(check(bad), chances);
    for (const bad of [{ rtpX100: 9900.5 }, { rtpX100: 0 }, { rtpX100: 10_001 }]) refuses(check(bad), /dice rtpX100 must be in \(0, 10000\]/);
  });
  it('allows the edges', () => {
    for (const edge of [{ minChanceX100: 1 }, { minChanceX100: 4000, maxChanceX100: 4000 }, { maxChanceX100: 9999 }, { rtpX100: 10_000 }, { rtpX100: 1 }]) expect(check(edge)).not.toThrow();
  });
});

describe('games.md Colour game config: three whole single odds and whole pair odds, 0 allowed', () => {
  const check = (change: Partial<typeof DEFAULT_COLOUR_GAME_CONFIG>) => () => checkColourGameConfig({ ...DEFAULT_COLOUR_GAME_CONFIG, ...change });
  it('refuses each broken rule', () => {
    // A config read from the operator's JSON may hold any list.
    for (const odds of [[1, 2], [1, 2, 3, 4], [1, 2, -1], [1, 2.5, 3], [-1, 2, 3]]) refuses(check({ singleOdds: odds as unknown as readonly [number, number, number] }), /colour game: singleOdds must be three whole odds/);
    for (const pairOdds of [-1, 2.5]) refuses(check({ pairOdds }), /colour game: pairOdds must be whole odds/);
  });
  it('allows odds of 0', () => {
    expect(check({ singleOdds: [0, 0, 0], pairOdds: 0 })).not.toThrow();
  });
});

describe('games.md Sabong config: plasada in [0, 100 %), whole draw odds, a minimum payout of at least 100 %, a positive result deadline', () => {
  const check = (change: Partial<typeof DEFAULT_SABONG_CONFIG>) => () => checkSabongConfig({ ...DEFAULT_SABONG_CONFIG, ...change });
  it('refuses each broken rule', () => {
    for (const plasadaBp of [-1, 10_000, 500.5]) refuses(check({ plasadaBp }), /sabong: plasadaBp in \[0, 10000\)/);
    for (const drawOdds of [-1, 8.5]) refuses(check({ drawOdds }), /sabong: drawOdds must be whole odds/);
    for (const minPayoutBp of [9_999, 10_700.5]) refuses(check({ minPayoutBp }), /sabong: minPayoutBp must be at least 10000 \(100 %\)/);
    for (const resultDeadlineMs of [0, 1.5]) refuses(check({ resultDeadlineMs }), /sabong: resultDeadlineMs must be positive/);
  });
  it('allows the edges', () => {
    for (const edge of [{ plasadaBp: 0 }, { plasadaBp: 9_999 }, { drawOdds: 0 }, { minPayoutBp: 10_000 }, { resultDeadlineMs: 1 }]) expect(check(edge)).not.toThrow();
  });
});

describe('games.md Ring config: fields as the layout shows them, multipliers of at least ×1, positive weights, ring colours only', () => {
  const withGrey = (grey: Partial<(typeof DEFAULT_RING_CONFIG)['colours']['grey']>) => () =>
    checkRingConfig({ ...DEFAULT_RING_CONFIG, colours: { ...DEFAULT_RING_CONFIG.colours, grey: { ...DEFAULT_RING_CONFIG.colours.grey, ...grey } } });
  it('refuses each broken rule', () => {
    refuses(withGrey({ fields: 14 }), /ring: grey has 14 fields but the layout shows 15/);
    refuses(withGrey({ fields: 15.5 }), /ring: grey has 15.5 fields/);
    refuses(withGrey({ multiplierX100: 99 }), /ring: grey multiplier must be whole hundredths, at least ×1/);
    refuses(withGrey({ multiplierX100: 200.5 }), /ring: grey multiplier/);
    refuses(withGrey({ weight: 0 }), /ring: grey weight must be a positive integer/);
    refuses(withGrey({ weight: 4950.5 }), /ring: grey weight/);
    const layout = [...DEFAULT_RING_CONFIG.layout];
    layout[1] = 'red' as (typeof layout)[number];
    refuses(() => checkRingConfig({ ...DEFAULT_RING_CONFIG, layout }), /ring: grey has 15 fields but the layout shows 14/);
    const extra = [...DEFAULT_RING_CONFIG.layout, 'red' as (typeof layout)[number]];
    refuses(() => checkRingConfig({ ...DEFAULT_RING_CONFIG, layout: extra }), /ring: the layout may only hold ring colours/);
  });
  it('allows a multiplier of exactly ×1 and a weight of 1', () => {
    expect(withGrey({ multiplierX100: 100, weight: 1 })).not.toThrow();
  });
});

describe('games.md Jump config: positive growth and window, auto cash-out above 1.00×, a crash cap at least that, a safe top win, RTP 1..100 %', () => {
  const check = (change: Partial<typeof DEFAULT_JUMP_CONFIG>) => () => checkJumpConfig({ ...DEFAULT_JUMP_CONFIG, ...change });
  it('refuses each broken rule', () => {
    for (const growthPerMs of [0, -0.0001, Number.POSITIVE_INFINITY]) refuses(check({ growthPerMs }), /jump: growthPerMs must be positive/);
    for (const bettingWindowMs of [0, 1.5]) refuses(check({ bettingWindowMs }), /jump: bettingWindowMs must be positive/);
    for (const minAutoCashOutX100 of [100, 101.5]) refuses(check({ minAutoCashOutX100 }), /jump: minAutoCashOutX100 must be above 100 \(1.00×\)/);
    for (const maxCrashPointX100 of [DEFAULT_JUMP_CONFIG.minAutoCashOutX100 - 1, 2 ** 53]) refuses(check({ maxCrashPointX100 }), /jump: maxCrashPointX100 must be at least the lowest auto cash-out/);
    refuses(check({ maxStake: 2 ** 40, maxCrashPointX100: 2 ** 20 }), /jump: maxStake × maxCrashPointX100 must stay a safe integer/);
    refuses(check({ maxWinPerRound: 0 }), /jump: maxWinPerRound must be positive/);
    for (const rtpPercent of [0, 101, 98.5]) refuses(check({ rtpPercent }), /jump: rtpPercent in 1..100/);
  });
  it('allows the edges', () => {
    for (const edge of [{ minAutoCashOutX100: 101 }, { maxCrashPointX100: DEFAULT_JUMP_CONFIG.minAutoCashOutX100 }, { rtpPercent: 100 }, { rtpPercent: 1 }, { bettingWindowMs: 1 }]) expect(check(edge)).not.toThrow();
  });
});

describe('games.md Scratch config: unique named symbols, at least five, whole multipliers and weights, some weight positive', () => {
  const symbols = DEFAULT_SCRATCH_CONFIG.symbols;
  const check = (change: Partial<typeof DEFAULT_SCRATCH_CONFIG>) => () => checkScratchConfig({ ...DEFAULT_SCRATCH_CONFIG, ...change });
  const withCoin = (coin: Partial<(typeof symbols)[number]>) => check({ symbols: symbols.map((s, i) => (i === 0 ? { ...s, ...coin } : s)) });
  it('refuses each broken rule', () => {
    refuses(withCoin({ id: symbols[1]!.id }), /scratch: symbol ids must be unique/);
    refuses(withCoin({ id: '' }), /scratch: symbol ids must be unique/);
    for (const multiplierX100 of [0, 100.5]) refuses(withCoin({ multiplierX100 }), /scratch: coin multiplier must be whole hundredths/);
    for (const weight of [-1, 0.5]) refuses(withCoin({ weight }), /scratch: coin weight must be a whole number/);
    for (const loseWeight of [-1, 0.5]) refuses(check({ loseWeight }), /scratch: loseWeight must be a whole number/);
    refuses(check({ symbols: symbols.map((s) => ({ ...s, weight: 0 })), loseWeight: 0 }), /scratch: some weight must be positive/);
  });
  it('allows a symbol of weight 0, and a table where only losing cards or only one symbol has weight', () => {
    expect(withCoin({ weight: 0 })).not.toThrow();
    expect(check({ symbols: symbols.map((s) => ({ ...s, weight: 0 })), loseWeight: 1 })).not.toThrow();
    expect(check({ symbols: symbols.map((s, i) => ({ ...s, weight: i === 0 ? 1 : 0 })), loseWeight: 0 })).not.toThrow();
  });
});
