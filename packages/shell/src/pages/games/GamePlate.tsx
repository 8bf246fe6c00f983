// A titled plate of game tiles (DESIGN.md: 3-column grid, provider badge, favourite heart, "more"
// to /allgames), opening each game at its spec §2 route; on black-gold through the game-entry popup.
import { memo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@perya/i18n';
import { GameGrid, type GridGame } from '@perya/ui';
import { gameKey, inHouseGameById } from '@perya/domain';
import { LazyInHouseThumb } from '@perya/ui/art';
import type { Game } from '@perya/api/contract';
import { userIdAtom } from '../../state/session';
import { OG_PROVIDER, gameHref, iconUrl } from '../../games/lobby';
import { useGameLists } from '../../games/lists';
import { useServices } from '../../services/services';
import * as css from './games.css';

/** Memoised: a plate is drawn again only when its games, title or link change (HomeGamePlates). */
export const GamePlate = memo(function GamePlate({ title, games, more, id }: { title: string; games: readonly Game[]; more?: string; id: string }) {
  const { t } = useTranslation();
  const s = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const { favourites, toggleFavourite } = useGameLists();
  const byKey = new Map(games.map((g) => [gameKey(g.gameProvider, g.gameId), g]));
  const tiles: GridGame[] = games.map((g) => {
    // Our own games wear their drawn thumbnails; every other tile shows the catalogue's image.
    const inHouse = g.gameProvider === OG_PROVIDER ? inHouseGameById(g.gameId) : undefined;
    return {
      gameProvider: g.gameProvider,
      gameId: g.gameId,
      gameName: g.gameName,
      brand: g.brand,
      imageSrc: iconUrl(g.icon, s.config.env.apiBase),
      ...(inHouse ? { art: <LazyInHouseThumb game={inHouse} /> } : {}),
      favourite: favourites.includes(gameKey(g.gameProvider, g.gameId)),
    };
  });
  return (
    <section className={css.section} aria-labelledby={`plate-${id}`} data-plate={id}>
      <div className={css.sectionHead}>
        <h2 id={`plate-${id}`} className={css.sectionTitle}>
          {title}
        </h2>
        {more ? (
          <Link className={css.more} to={more}>
            {t('games.lobby.more')}
          </Link>
        ) : null}
      </div>
      <GameGrid
        games={tiles}
        label={title}
        onSelect={(tile) => {
          const game = byKey.get(gameKey(tile.gameProvider, tile.gameId));
          const backUrl = location.pathname + location.search;
          // A brand with the game-entry popup asks there first; its code loads on the first tap (home's budget).
          if (game && s.config.capabilities.gameEntryPopup)
            void import('../../games/gameEntry').then((m) => m.openGameEntry(s, navigate, game, { loggedIn, backUrl, tile, toggleFavourite }));
          else if (game) navigate(gameHref(game, { loggedIn, backUrl }));
        }}
        onToggleFavourite={(tile) => toggleFavourite(gameKey(tile.gameProvider, tile.gameId))}
      />
    </section>
  );
});
