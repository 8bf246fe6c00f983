// Home's game plates (spec §1, DESIGN.md): our in-house games, hot, new, recently played and
// favourites, each capped at 20 (spec §9), with "more" leading to /allgames where the brand has it.
// Until the catalogue lands, two plates' worth of tiles hold the space. The plates render one at a
// time (app/idle.ts): the first with the page, each further one when the browser is idle.
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '@perya/i18n';
import { Skeleton, Stack } from '@perya/ui';
import { useServices } from '../../services/services';
import { routesFor } from '../../routing/routes';
import { useCatalogue } from '../../games/useCatalogue';
import { useGameLists } from '../../games/lists';
import { OG_PROVIDER, gamesOfKeys, plate } from '../../games/lobby';
import { GamePlate } from './GamePlate';
import { useGrowingCount } from '../../app/idle';

export function HomeGamePlates() {
  const s = useServices();
  const { t } = useTranslation();
  // Each list's answer is a store update React draws at once, in one task (useSyncExternalStore):
  // the plates take the catalogue as a deferred value, so that drawing is done in slices that
  // leave the main thread free, while the update itself finds nothing changed below (memo).
  const catalogue = useDeferredValue(useCatalogue());
  const { recent, favourites } = useGameLists();
  const hasAllGames = routesFor(s.config.features).some((r) => r.path === '/allgames');
  // The first plate at once, the others (below the first screen) one per idle moment.
  const shown = useGrowingCount(catalogue.isPending ? 1 : 5);
  const filled = useMemo(() => {
    const more = (query: string) => (hasAllGames ? `/allgames${query}` : undefined);
    const plates = [
      { id: 'inhouse', title: t('games.lobby.inHouse'), games: catalogue.all.filter((g) => g.gameProvider === OG_PROVIDER), more: more('?brand=PLG') },
      { id: 'hot', title: t('games.hot'), games: catalogue.hot, more: more('?other=hot') },
      { id: 'new', title: t('games.new'), games: catalogue.fresh, more: more('?other=new') },
      { id: 'history', title: t('games.recent'), games: gamesOfKeys(catalogue.all, recent), more: undefined },
      { id: 'favourites', title: t('games.favourites'), games: gamesOfKeys(catalogue.all, favourites), more: more('?other=favourites') },
    ];
    return plates.filter((p) => p.games.length > 0).map((p) => ({ ...p, games: plate(p.games) }));
  }, [catalogue, recent, favourites, hasAllGames, t]);
  if (catalogue.isPending)
    return (
      <Stack space="lg" data-testid="plates-loading">
        {[0, 1].map((i) => (
          <Stack key={i} space="sm">
            <Skeleton shape="text" />
            <Skeleton shape="grid" count={6} label={t('common.loading')} />
          </Stack>
        ))}
      </Stack>
    );
  return (
    <Stack space="lg">
      {filled.slice(0, shown).map((p) => (
        <GamePlate key={p.id} id={p.id} title={p.title} games={p.games} {...(p.more ? { more: p.more } : {})} />
      ))}
    </Stack>
  );
}
