// /allgames (spec §1, §2, §5): every game, searched by name (case-insensitive substring), type,
// brand and other (hot, new, history, favourites), with reset; the filters live in the query
// string so the page can be linked to and comes back as it was.
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { BRAND_CODES, GAME_TYPES, gameKey } from '@perya/domain';
import { useCatalogue } from '../../games/useCatalogue';
import { useGameLists } from '../../games/lists';
import { OTHER_LISTS, searchLobby, type OtherList } from '../../games/lobby';
import { NavBar } from '../../components/NavBar';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import { tData } from '../../services/t';
import { hasPage } from '../../routing/pages';
import { GamePlate } from './GamePlate';
import * as layout from '../../app/layout.css';
import * as css from './games.css';

const OTHER_LABEL_KEYS: Record<OtherList, string> = { hot: 'games.hot', new: 'games.new', history: 'games.history', favourites: 'games.favourites' };

export default function AllGamesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const catalogue = useCatalogue();
  const { recent, favourites } = useGameLists();
  // The filters are this page's state, mirrored into the query string so the page can be linked
  // to and comes back as it was.
  const [filters, setFilters] = useState(() => {
    const other = params.get('other') ?? '';
    return {
      name: params.get('q') ?? '',
      type: params.get('type') ?? '',
      brand: params.get('brand') ?? '',
      other: (OTHER_LISTS as readonly string[]).includes(other) ? (other as OtherList) : ('' as const),
    };
  });
  const { name, type, brand, other } = filters;
  const apply = (next: typeof filters) => {
    setFilters(next);
    const q = new URLSearchParams();
    if (next.name !== '') q.set('q', next.name);
    if (next.type !== '') q.set('type', next.type);
    if (next.brand !== '') q.set('brand', next.brand);
    if (next.other !== '') q.set('other', next.other);
    setParams(q, { replace: true });
  };
  const set = (key: 'name' | 'type' | 'brand' | 'other', value: string) => apply({ ...filters, [key]: value });
  const lists = useMemo(
    () => ({
      hot: catalogue.hot.map((g) => gameKey(g.gameProvider, g.gameId)),
      new: catalogue.fresh.map((g) => gameKey(g.gameProvider, g.gameId)),
      history: recent,
      favourites,
    }),
    [catalogue.hot, catalogue.fresh, recent, favourites],
  );
  const results = searchLobby(catalogue.all, { name, type, brand, other }, lists);
  const brands = BRAND_CODES.filter((b) => catalogue.all.some((g) => g.brand === b));
  const filtered = name !== '' || type !== '' || brand !== '' || other !== '';

  return (
    <>
      <NavBar title={t('games.allGames')} />
      <div className={layout.page} data-page="allgames">
        {/* The menu's way to the lotto (v3 routes, which /allgames belongs to). */}
        {hasPage('/lotto') ? (
          <Link className={css.lottoEntry} to="/lotto" data-testid="lotto-entry">
            <span className={css.lottoEntryTitle}>{t('lotto.title')}</span>
            <span className={css.lottoEntryNote}>{t('lotto.note.swertres')}</span>
          </Link>
        ) : null}
        <div className={css.searchRow}>
          <input
            className={css.search}
            type="search"
            value={name}
            placeholder={t('games.searchPlaceholder')}
            aria-label={t('games.lobby.searchLabel')}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <button type="button" className={css.chip} onClick={() => apply({ name: '', type: '', brand: '', other: '' })} disabled={!filtered}>
            {t('games.lobby.reset')}
          </button>
        </div>
        <div className={css.filters}>
          <select className={css.select} value={type} onChange={(e) => set('type', e.currentTarget.value)} aria-label={t('games.searchByType')}>
            <option value="">{t('games.lobby.allTypes')}</option>
            {GAME_TYPES.map((x) => (
              <option key={x} value={x}>
                {tData(t, `games.types.${x}`)}
              </option>
            ))}
          </select>
          <select className={css.select} value={brand} onChange={(e) => set('brand', e.currentTarget.value)} aria-label={t('games.searchByBrand')}>
            <option value="">{t('games.lobby.allBrands')}</option>
            {brands.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
          <select className={css.select} value={other} onChange={(e) => set('other', e.currentTarget.value)} aria-label={t('games.searchByOther')}>
            <option value="">{t('games.lobby.allOther')}</option>
            {OTHER_LISTS.map((x) => (
              <option key={x} value={x}>
                {tData(t, OTHER_LABEL_KEYS[x])}
              </option>
            ))}
          </select>
        </div>
        {catalogue.isPending ? (
          <Loading rows={6} />
        ) : catalogue.error ? (
          <ErrorState error={catalogue.error} onRetry={catalogue.refetch} />
        ) : results.length === 0 ? (
          <Empty text={t('games.noResults')} />
        ) : (
          <>
            <span className={css.count} role="status" data-testid="game-count">
              {t('games.lobby.results', { count: results.length })}
            </span>
            <GamePlate id="results" title={t('games.allGames')} games={results} />
          </>
        )}
      </div>
    </>
  );
}
