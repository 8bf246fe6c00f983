// A plate of game tiles in three columns (DESIGN.md), e.g. the home plates (capped at 20 by the
// shell, spec §9), /allgames, favourites and search results.
import type { ReactNode } from 'react';
import { GameCard } from '../GameCard/GameCard';
import * as css from './GameGrid.css';

/** The fields of a game the grid needs (spec §3 game: gameProvider, gameId, gameName, brand). */
export interface GridGame {
  gameProvider: string;
  gameId: string;
  gameName: string;
  /** Brand code for the badge (JILI, PGSOFT, ...); default the provider. */
  brand?: string;
  /** The catalogue's image URL ('' when it has none: the tile shows its designed fallback). */
  imageSrc: string;
  /** Drawn art instead of the image (the in-house games). */
  art?: ReactNode;
  favourite?: boolean;
}

/** The key the recent and favourite lists store: provider_gameId (spec §3 local storage). */
export function gameKey(game: Pick<GridGame, 'gameProvider' | 'gameId'>): string {
  return `${game.gameProvider}_${game.gameId}`;
}

export interface GameGridProps {
  games: readonly GridGame[];
  /** Names the list for screen readers, e.g. "Hot games". */
  label: string;
  onSelect?: (game: GridGame) => void;
  /** Shows a favourite toggle on each tile. */
  onToggleFavourite?: (game: GridGame) => void;
  favouriteLabel?: string;
}

export function GameGrid({ games, label, onSelect, onToggleFavourite, favouriteLabel }: GameGridProps) {
  return (
    <ul className={css.grid} aria-label={label}>
      {games.map((game) => (
        <li key={gameKey(game)} className={css.item}>
          <GameCard
            name={game.gameName}
            provider={game.brand ?? game.gameProvider}
            imageSrc={game.imageSrc}
            {...(game.art === undefined ? {} : { art: game.art })}
            favourite={game.favourite ?? false}
            {...(onSelect ? { onSelect: () => onSelect(game) } : {})}
            {...(onToggleFavourite ? { onToggleFavourite: () => onToggleFavourite(game) } : {})}
            {...(favouriteLabel === undefined ? {} : { favouriteLabel })}
          />
        </li>
      ))}
    </ul>
  );
}
