// The lobby's finder (spec §1 "Search by name, type, brand, other; reset"; DESIGN.md chips): a
// search box, a row of category chips (the lobby's lists and the game types) and a row of
// provider chips over the games they find. The filters live in the URL query, so back, forward,
// reload and a shared link show the same games; a chip is a step in history, typing is not.
import type { ReactNode } from 'react';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { Button, ChipGroup, EmptyState, ErrorState, Inline, SearchField, Skeleton, Stack, Text, ToggleChip } from '@perya/ui';
import { BRAND_NAMES, GAME_TYPES, gameKey } from '@perya/domain';
import { useCatalogue } from '../../games/useCatalogue';
import { useGameLists } from '../../games/lists';
import {
  NO_LOBBY_FILTERS,
  OTHER_LISTS,
  isFiltered,
  lobbyBrands,
  lobbyFiltersOf,
  lobbyParams,
  searchLobby,
  withBrand,
  withCategory,
  type LobbyFilters,
  type OtherList,
} from '../../games/lobby';
import { tData } from '../../services/t';
import { GamePlate } from './GamePlate';

const OTHER_LABEL_KEYS: Record<OtherList, string> = {
  hot: 'games.hot',
  new: 'games.new',
  history: 'games.history',
  favourites: 'games.favourites',
};

/** What an empty list tells the player: how it fills, or that nothing matched. */
const EMPTY_KEYS: Partial<Record<OtherList, string>> = {
  history: 'games.lobby.noRecent',
  favourites: 'games.lobby.noFavourites',
};

export interface LobbyBrowserProps {
  /** Shown while no filter is set (home's plates); without it every game is listed. */
  readonly idle?: ReactNode;
}

export function LobbyBrowser({ idle }: LobbyBrowserProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = lobbyFiltersOf(params);
  // Deferred: a list's answer (a store update React draws at once) redraws the finder in a
  // transition's slices, not in one task (see HomeGamePlates).
  const catalogue = useDeferredValue(useCatalogue());
  const set = (next: LobbyFilters, replace = false) => setParams(lobbyParams(next), { replace });
  const category = filters.other !== '' ? filters.other : filters.type;
  const brands = lobbyBrands(catalogue.all);
  return (
    <Stack space="sm">
      <SearchField
        label={t('games.lobby.searchLabel')}
        placeholder={t('games.searchPlaceholder')}
        clearLabel={t('games.lobby.clearSearch')}
        value={filters.name}
        onChange={(name) => set({ ...filters, name }, true)}
      />
      <ChipGroup label={t('games.lobby.categories')}>
        <ToggleChip pressed={category === ''} onClick={() => set(withCategory(filters, ''))}>
          {t('games.lobby.all')}
        </ToggleChip>
        {OTHER_LISTS.map((list) => (
          <ToggleChip
            key={list}
            pressed={category === list}
            onClick={() => set(withCategory(filters, list))}
          >
            {tData(t, OTHER_LABEL_KEYS[list])}
          </ToggleChip>
        ))}
        {GAME_TYPES.map((type) => (
          <ToggleChip
            key={type}
            pressed={category === type}
            onClick={() => set(withCategory(filters, type))}
          >
            {tData(t, `games.types.${type}`)}
          </ToggleChip>
        ))}
      </ChipGroup>
      {/* Drawn from the start with its first chip: the brands join it sideways, nothing below moves. */}
      <ChipGroup label={t('games.lobby.providers')}>
        <ToggleChip pressed={filters.brand === ''} onClick={() => set({ ...filters, brand: '' })}>
          {t('games.lobby.allProviders')}
        </ToggleChip>
        {brands.map((brand) => (
          <ToggleChip
            key={brand}
            pressed={filters.brand === brand}
            onClick={() => set(withBrand(filters, brand))}
            data-brand={brand}
          >
            {BRAND_NAMES[brand]}
          </ToggleChip>
        ))}
      </ChipGroup>
      {isFiltered(filters) || idle === undefined ? (
        <LobbyResults
          filters={filters}
          catalogue={catalogue}
          onReset={() => set(NO_LOBBY_FILTERS)}
        />
      ) : (
        idle
      )}
    </Stack>
  );
}

function LobbyResults({
  filters,
  catalogue,
  onReset,
}: {
  filters: LobbyFilters;
  catalogue: ReturnType<typeof useCatalogue>;
  onReset(): void;
}) {
  const { t } = useTranslation();
  const { recent, favourites } = useGameLists();
  const lists = useMemo(
    () => ({
      hot: catalogue.hot.map((g) => gameKey(g.gameProvider, g.gameId)),
      new: catalogue.fresh.map((g) => gameKey(g.gameProvider, g.gameId)),
      history: recent,
      favourites,
    }),
    [catalogue.hot, catalogue.fresh, recent, favourites],
  );
  if (catalogue.isPending) return <Skeleton shape="grid" count={9} label={t('common.loading')} />;
  if (catalogue.error) return <ErrorState error={catalogue.error} onRetry={catalogue.refetch} />;
  const results = searchLobby(catalogue.all, filters, lists);
  const filtered = isFiltered(filters);
  const emptyKey =
    filters.other !== '' && filters.name === '' && filters.type === '' && filters.brand === ''
      ? EMPTY_KEYS[filters.other]
      : undefined;
  const title =
    filters.other !== ''
      ? tData(t, OTHER_LABEL_KEYS[filters.other])
      : filters.type !== ''
        ? tData(t, `games.types.${filters.type}`)
        : t('games.allGames');
  return (
    <Stack space="sm">
      <Inline align="spaceBetween" wrap={false}>
        <Text as="span" size="sm" tone="muted" role="status" data-testid="game-count">
          {t('games.lobby.results', { count: results.length })}
        </Text>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={onReset}>
            {t('games.lobby.reset')}
          </Button>
        ) : null}
      </Inline>
      {results.length === 0 ? (
        <EmptyState
          title={t('games.noResults')}
          headingLevel={2}
          {...(emptyKey ? { description: tData(t, emptyKey) } : {})}
          {...(filtered ? { actionLabel: t('games.lobby.reset'), onAction: onReset } : {})}
        />
      ) : (
        <GamePlate id="results" title={title} games={results} />
      )}
    </Stack>
  );
}
