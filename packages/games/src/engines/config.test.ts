import { IN_HOUSE_GAME_IDS } from '@perya/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIGS, configureGame } from './config';
import { EngineError } from './errors';
import { diceWinPayout } from './dice/dice';
import * as engines from './index';

describe('game configuration', () => {
  it('has a checked default for every in-house game of spec §9', () => {
    expect(Object.keys(DEFAULT_GAME_CONFIGS).sort()).toEqual(Object.keys(IN_HOUSE_GAME_IDS).sort());
    for (const game of Object.keys(IN_HOUSE_GAME_IDS) as (keyof typeof IN_HOUSE_GAME_IDS)[]) {
      expect(configureGame(game)).toEqual(DEFAULT_GAME_CONFIGS[game]);
    }
    expect(engines.IN_HOUSE_GAME_IDS.dice).toBe(10005);
  });

  it('applies an operator override and uses it', () => {
    const dice = configureGame('dice', { rtpX100: 9800, maxStake: 5_000 });
    expect(diceWinPayout(1_000, 5000, dice)).toBe(1_960);
    expect(Object.isFrozen(dice)).toBe(true);
    expect(configureGame('sabong', { plasadaBp: 400 }).plasadaBp).toBe(400);
  });

  it('refuses an override that breaks a game', () => {
    for (const bad of [
      () => configureGame('dice', { minChanceX100: 9900, maxChanceX100: 200 }),
      () => configureGame('jump', { minAutoCashOutX100: 100 }),
      () => configureGame('jump', { maxStake: 10 ** 9, maxCrashPointX100: 10 ** 8 }),
      () => configureGame('ring', { layout: [] }),
      () => configureGame('scratch', { loseWeight: -1 }),
      () => configureGame('sabong', { minPayoutBp: 9_000 }),
      () => configureGame('colorgame', { pairOdds: 4.5 }),
      () => configureGame('dice', { minStake: 0 }),
    ]) {
      try {
        bad();
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(EngineError);
        expect((error as EngineError).code).toBe('INVALID_CONFIG');
      }
    }
  });
});
