// The x2 contract's in-house shapes against the engines (the contract cannot import the engines,
// so this test keeps the two in step: a renamed colour or side fails here).
import { describe, expect, it } from 'vitest';
import {
  DICE_DIRECTIONS_CONTRACT,
  FIGHT_STATUSES_CONTRACT,
  GAME_COLOURS_CONTRACT,
  JUMP_PHASES_CONTRACT,
  OG_GAMES,
  RING_COLOURS_CONTRACT,
  SABONG_SIDES_CONTRACT,
  jumpStateSchema,
} from '@perya/api/contract';
import { IN_HOUSE_GAME_IDS } from '@perya/domain';
import { COLOUR_GAME_COLOURS, DICE_DIRECTIONS, RING_COLOURS, SABONG_SIDES } from '../engines';
import { demoTransportForTest } from './testing';

describe('the x2 contract carries exactly the engines’ values', () => {
  it('has the same games, colours, sides, directions, phases and statuses', () => {
    expect([...OG_GAMES].sort()).toEqual(Object.keys(IN_HOUSE_GAME_IDS).sort());
    expect(GAME_COLOURS_CONTRACT).toEqual(COLOUR_GAME_COLOURS);
    expect(RING_COLOURS_CONTRACT).toEqual(RING_COLOURS);
    expect(DICE_DIRECTIONS_CONTRACT).toEqual(DICE_DIRECTIONS);
    expect(SABONG_SIDES_CONTRACT).toEqual(SABONG_SIDES);
    expect(JUMP_PHASES_CONTRACT).toEqual(['betting', 'running', 'crashed']);
    expect(FIGHT_STATUSES_CONTRACT).toEqual(['OPEN', 'LAST_CALL', 'CLOSED', 'RESULT', 'CANCELLED']);
  });

  it('the demo house speaks the contract: its jump states parse with the server schema', () => {
    const { transport } = demoTransportForTest({ jumpTimer: () => () => undefined });
    let parsed = false;
    transport.subscribeJump({
      state: (s) => {
        jumpStateSchema.parse(s);
        parsed = true;
      },
    })();
    expect(parsed).toBe(true);
  });
});
