// Home's game plates (spec §1, DESIGN.md): type chips, then our in-house games, hot, new, recently
// played and favourites, each capped at 20 (spec §9), with "more" leading to /allgames. A brand
// with the all-games search (features.allGames) has its search field on top of the lobby.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { GAME_TYPES } from '@perya/domain';
import { useServices } from '../../services/services';
import { routesFor } from '../../routing/routes';
import { useCatalogue } from '../../games/useCatalogue';
import { useGameLists } from '../../games/lists';
import { OG_PROVIDER, gamesOfKeys, plate } from '../../games/lobby';
import { tData } from '../../services/t';
import { GamePlate } from './GamePlate';
import * as css from './games.css';

export function HomeGamePlates() {
  const s = useServices();
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const { recent, favourites } = useGameLists();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const hasAllGames = routesFor(s.config.features).some((r) => r.path === '/allgames');
  const more = (query: string) => (hasAllGames ? `/allgames${query}` : undefined);
  const inHouse = catalogue.all.filter((g) => g.gameProvider === OG_PROVIDER);
  const recentGames = gamesOfKeys(catalogue.all, recent);
  const favouriteGames = gamesOfKeys(catalogue.all, favourites);
  if (catalogue.isPending) return null;
  const plates = [
    { id: 'inhouse', title: t('games.lobby.inHouse'), games: inHouse, more: more('?brand=PLG') },
    { id: 'hot', title: t('games.hot'), games: catalogue.hot, more: more('?other=hot') },
    { id: 'new', title: t('games.new'), games: catalogue.fresh, more: more('?other=new') },
    { id: 'history', title: t('games.recent'), games: recentGames, more: undefined },
    { id: 'favourites', title: t('games.favourites'), games: favouriteGames, more: more('?other=favourites') },
  ];
  return (
    <>
      {hasAllGames ? (
        <form
          role="search"
          className={css.homeSearch}
          onSubmit={(e) => {
            e.preventDefault();
            const name = query.trim();
            navigate(name === '' ? '/allgames' : `/allgames?q=${encodeURIComponent(name)}`);
          }}
        >
          <input
            className={css.search}
            type="search"
            enterKeyHint="search"
            value={query}
            placeholder={t('games.searchPlaceholder')}
            aria-label={t('games.lobby.searchLabel')}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
        </form>
      ) : null}
      {hasAllGames ? (
        <nav className={css.chips} aria-label={t('games.searchByType')}>
          {GAME_TYPES.map((type) => (
            <Link key={type} className={css.chip} to={`/allgames?type=${type}`}>
              {tData(t, `games.types.${type}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      {plates
        .filter((p) => p.games.length > 0)
        .map((p) => (
          <GamePlate key={p.id} id={p.id} title={p.title} games={plate(p.games)} {...(p.more ? { more: p.more } : {})} />
        ))}
    </>
  );
}
