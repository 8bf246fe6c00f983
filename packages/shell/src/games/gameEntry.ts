// The black-gold game entry (spec §2: V3/V4 black-gold themes add the game-entry popup): a tapped
// game tile opens the popup (art, name, provider, play for real, try demo, favourite) and then
// goes where the tile leads. Opened by id with plain props: the popup's own module loads on the
// first tap, never at start-up (the home route's first-load budget).
import type { Game } from '@perya/api/contract';
import type { ShellServices } from '../services/services';
import { DEMO_CHOSEN_FLAG } from './entry';
import { gameHref, isGuestDemoGame } from './lobby';

export interface GameEntryOptions {
  readonly loggedIn: boolean;
  /** Where a third-party game returns to (the tile's page). */
  readonly backUrl: string;
  /** The tile's art, already resolved against the API base ('' when the game has none). */
  readonly imageSrc: string;
  readonly favourite: boolean;
  readonly toggleFavourite: () => void;
}

/**
 * "Play for real" opens the game as a logged-in player's tile does (a guest goes to login on the
 * way, spec §2). "Try demo" shows for jump, ring and dice, to a guest only where the brand lets
 * guests play demo (features.demo, spec §6); the demo it opens enters directly (entry.ts).
 */
export function openGameEntry(s: ShellServices, navigate: (to: string) => void, game: Game, options: GameEntryOptions): void {
  const { loggedIn, backUrl } = options;
  let favourite = options.favourite;
  const go = (to: string) => {
    handle.close();
    navigate(to);
  };
  const demo = isGuestDemoGame(game) && (loggedIn || s.config.features.demo);
  const handle = s.popups.open('gameEntry', {
    gameName: game.gameName,
    provider: game.brand,
    ...(options.imageSrc ? { imageSrc: options.imageSrc } : {}),
    favourite,
    onPlay: () => go(gameHref(game, { loggedIn, backUrl, demo: false })),
    ...(demo ? { onDemo: () => go(`${gameHref(game, { loggedIn, backUrl, demo: true })}&${DEMO_CHOSEN_FLAG}=1`) } : {}),
    onToggleFavourite: () => {
      options.toggleFavourite();
      favourite = !favourite;
      s.popups.update(handle, { favourite });
    },
  });
}
