// The black-gold game entry (spec §2: V3/V4 black-gold themes add the game-entry popup): a tapped
// game tile opens the popup (art, name, provider, play for real, try demo, favourite) and then
// goes where the tile leads. Opened by id with plain props; this module and the popup's load on
// the first tap, never at start-up (the home route's first-load budget).
import type { Game } from '@perya/api/contract';
import type { GridGame } from '@perya/ui';
import { GUEST_DEMO_GAMES, gameKey, inHouseGameById, isDemoGame } from '@perya/domain';
import type { ShellServices } from '../services/services';
import { DEMO_CHOSEN_FLAG } from './entry';
import { OG_PROVIDER, gameHref } from './lobby';

export interface GameEntryOptions {
  readonly loggedIn: boolean;
  /** Where a third-party game returns to (the tile's page). */
  readonly backUrl: string;
  /** The tapped tile: its art (resolved against the API base, '' when none) and favourite state. */
  readonly tile: Pick<GridGame, 'imageSrc' | 'favourite'>;
  /** Toggles a game in the favourites by its key (provider_gameId). */
  readonly toggleFavourite: (key: string) => void;
}

/**
 * "Play for real" opens the game as a logged-in player's tile does (a guest goes to login on the
 * way, spec §2). "Try demo" shows to a logged-in player for every game with a demo (issue 23 §6),
 * to a guest for jump, ring and dice where the brand lets guests play demo (features.demo, spec
 * §6); the demo it opens enters directly (entry.ts).
 */
export function openGameEntry(s: ShellServices, navigate: (to: string) => void, game: Game, options: GameEntryOptions): void {
  const { loggedIn, backUrl, tile } = options;
  let favourite = tile.favourite === true;
  const go = (to: string) => {
    handle.close();
    navigate(to);
  };
  const inHouse = game.gameProvider === OG_PROVIDER ? inHouseGameById(game.gameId) : undefined;
  // A logged-in player may try the demo of every game that has one (issue 23 §6); a guest only
  // jump, ring and dice, where the brand lets guests play demo.
  const demo =
    inHouse !== undefined &&
    (loggedIn ? isDemoGame(inHouse === 'colorgame' ? 'color' : inHouse) : (GUEST_DEMO_GAMES as readonly string[]).includes(inHouse) && s.config.features.demo);
  const handle = s.popups.open('gameEntry', {
    gameName: game.gameName,
    provider: game.brand,
    ...(tile.imageSrc ? { imageSrc: tile.imageSrc } : {}),
    favourite,
    // gameHref gives the demo flag to a guest's jump, ring and dice only: as "logged in" it is the
    // real game (the route guard takes a guest to login first), as a guest the demo.
    onPlay: () => go(gameHref(game, { loggedIn: true, backUrl })),
    ...(demo ? { onDemo: () => go(`/games/og?id=${encodeURIComponent(game.gameId)}&demo=1&${DEMO_CHOSEN_FLAG}=1`) } : {}),
    onToggleFavourite: () => {
      options.toggleFavourite(gameKey(game.gameProvider, game.gameId));
      favourite = !favourite;
      s.popups.update(handle, { favourite });
    },
  });
}
