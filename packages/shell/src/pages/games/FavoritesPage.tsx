// /favorite (spec §2): the player's favourite games, newest pick first, and their recent games.
import { useTranslation } from '@perya/i18n';
import { useCatalogue } from '../../games/useCatalogue';
import { useGameLists } from '../../games/lists';
import { gamesOfKeys } from '../../games/lobby';
import { GamePlate } from './GamePlate';
import * as layout from '../../app/layout.css';
import { EmptyState, ErrorState, NavBar, Skeleton } from '@perya/ui';

export default function FavoritesPage() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const { favourites, recent } = useGameLists();
  const favouriteGames = gamesOfKeys(catalogue.all, favourites);
  const recentGames = gamesOfKeys(catalogue.all, recent);
  return (
    <>
      <NavBar title={t('games.favourites')} />
      <div className={layout.page} data-page="favorite">
        {catalogue.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : catalogue.error ? (
          <ErrorState error={catalogue.error} onRetry={catalogue.refetch} />
        ) : (
          <>
            {favouriteGames.length > 0 ? <GamePlate id="favourites" title={t('games.favourites')} games={favouriteGames} /> : <EmptyState title={t('games.lobby.noFavourites')} />}
            {recentGames.length > 0 ? <GamePlate id="history" title={t('games.recent')} games={recentGames} /> : <EmptyState title={t('games.lobby.noRecent')} />}
          </>
        )}
      </div>
    </>
  );
}
