// The game catalogue as the lobby shows it: every game (spec §7 /game/all-list), the hot and new
// plates (/x2/game/show-list), with switched-off in-house games and EVO for the evo list hidden.
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { gameAllListQuery, gameShowListQuery, ogConfigQuery } from '@perya/api/queries';
import { evoHiddenAtom } from '../state/session';
import { visibleGames, type OgSwitches } from './lobby';

export function useOgSwitches(): OgSwitches {
  const config = useQuery(ogConfigQuery({}));
  return useMemo(() => (config.data ? new Map(config.data.games.map((g) => [g.game, g.enabled])) : undefined), [config.data]);
}

export function useCatalogue() {
  const all = useQuery(gameAllListQuery({}));
  const hot = useQuery(gameShowListQuery({ contentAttr: 'HOT' }));
  const fresh = useQuery(gameShowListQuery({ contentAttr: 'NEW' }));
  const og = useOgSwitches();
  const evoHidden = useAtomValue(evoHiddenAtom);
  // Keyed on the answers, not on the query's result object (a new one every render): the catalogue
  // keeps its identity until a list changes, which is what the plates' deferred drawing relies on.
  const { data: allData, isPending, error, refetch } = all;
  return useMemo(
    () => ({
      all: visibleGames(allData?.list ?? [], og, evoHidden),
      hot: visibleGames(hot.data?.list ?? [], og, evoHidden),
      fresh: visibleGames(fresh.data?.list ?? [], og, evoHidden),
      isPending,
      error,
      refetch: () => void refetch(),
    }),
    [allData, isPending, error, refetch, hot.data, fresh.data, og, evoHidden],
  );
}
