// Per-brand game configuration: every number has the games.md default and may be overridden by the
// operator; an override is checked once, here, so the hot paths need not re-check it.
import { DEFAULT_COLOUR_GAME_CONFIG, checkColourGameConfig } from './colour/colourGame';
import type { ColourGameConfig } from './colour/colourGame';
import { DEFAULT_DICE_CONFIG, checkDiceConfig } from './dice/dice';
import type { DiceConfig } from './dice/dice';
import type { InHouseGame } from './gameIds';
import { DEFAULT_JUMP_CONFIG, checkJumpConfig } from './jump/jump';
import type { JumpConfig } from './jump/jump';
import { DEFAULT_RING_CONFIG, checkRingConfig } from './ring/ring';
import type { RingConfig } from './ring/ring';
import { DEFAULT_SABONG_CONFIG, checkSabongConfig } from './sabong/sabong';
import type { SabongConfig } from './sabong/sabong';
import { DEFAULT_SCRATCH_CONFIG, checkScratchConfig } from './scratch/scratch';
import type { ScratchConfig } from './scratch/scratch';

/** The configuration type of each in-house game (keys as in @perya/domain IN_HOUSE_GAME_IDS). */
export interface GameConfigs {
  readonly colorgame: ColourGameConfig;
  readonly ring: RingConfig;
  readonly jump: JumpConfig;
  readonly scratch: ScratchConfig;
  readonly dice: DiceConfig;
  readonly sabong: SabongConfig;
}

export const DEFAULT_GAME_CONFIGS: GameConfigs = {
  colorgame: DEFAULT_COLOUR_GAME_CONFIG,
  ring: DEFAULT_RING_CONFIG,
  jump: DEFAULT_JUMP_CONFIG,
  scratch: DEFAULT_SCRATCH_CONFIG,
  dice: DEFAULT_DICE_CONFIG,
  sabong: DEFAULT_SABONG_CONFIG,
};

const CHECKS: { readonly [G in InHouseGame]: (config: GameConfigs[G]) => void } = {
  colorgame: checkColourGameConfig,
  ring: checkRingConfig,
  jump: checkJumpConfig,
  scratch: checkScratchConfig,
  dice: checkDiceConfig,
  sabong: checkSabongConfig,
};

/**
 * A game's configuration: the defaults with the operator's overrides on top, checked (throws
 * EngineError INVALID_CONFIG) and frozen. Pass the result to every call of that game's engine.
 */
export function configureGame<G extends InHouseGame>(
  game: G,
  overrides: Partial<GameConfigs[G]> = {},
): GameConfigs[G] {
  const merged: GameConfigs[G] = Object.assign({}, DEFAULT_GAME_CONFIGS[game], overrides);
  Object.freeze(merged);
  CHECKS[game](merged);
  return merged;
}
