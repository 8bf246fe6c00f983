// The in-house games as the views know them: id (spec §9), engine key, demo key (spec §3) and the
// i18n key of the name. One table, so the shell, the demo store and the views agree.
import { IN_HOUSE_GAME_IDS, inHouseGameById, isDemoGame, type DemoGame, type InHouseGame } from '@perya/domain';

export type { InHouseGame };

/** The demo key of a game (spec §3 "Demo state per game (jump, ring, dice, scratch, color)"); sabong has none. */
export function demoKeyOf(game: InHouseGame): DemoGame | null {
  const key = game === 'colorgame' ? 'color' : game;
  return isDemoGame(key) ? key : null;
}

/** i18n key of each game's name. */
export const GAME_NAME_KEYS = {
  sabong: 'games.names.sabong',
  scratch: 'games.names.scratch',
  colorgame: 'games.names.colorGame',
  jump: 'games.names.jump',
  ring: 'games.names.ring',
  dice: 'games.names.dice',
} as const satisfies Record<InHouseGame, string>;

/** The game of a `/games/og?id=` value, or undefined for an unknown id. */
export function gameOfId(id: string | null | undefined): InHouseGame | undefined {
  if (id === null || id === undefined || !/^\d+$/.test(id)) return undefined;
  return inHouseGameById(id);
}

export function idOf(game: InHouseGame): number {
  return IN_HOUSE_GAME_IDS[game];
}
