// The lobby's rules, pure: where a game opens (spec §2 routes), which games show (sabong and other
// in-house games switched off in config are hidden; EVO for the evo list, spec §6), and the lists
// of the lobby (hot, new, history, favourites; home plates capped at 20, spec §9). The list rules
// themselves live in @perya/domain (recentGames, favorites, gameSearch, games).
import {
  BRAND_CODES,
  GAME_TYPES,
  GUEST_DEMO_GAMES,
  capHomePlate,
  gameKey,
  inHouseGameById,
  parseGameKey,
  searchGames,
  type BrandCode,
  type GameFilters,
} from '@perya/domain';
import type { Game } from '@perya/api/contract';

/** Providers with their own launch route (spec §2); every other opens at /games/collection. */
export const PROVIDER_ROUTES = { jili: '/games/jili', fachai: '/games/fachai', pg: '/games/pg' } as const;
/** The in-house games' provider key (spec §2 /games/og). */
export const OG_PROVIDER = 'og';

export type ProviderRoute = keyof typeof PROVIDER_ROUTES;

export function isProviderRoute(provider: string): provider is ProviderRoute {
  return Object.hasOwn(PROVIDER_ROUTES, provider);
}

/**
 * Where a game opens (spec §2): /games/og?id= for in-house games (with the demo flag for a guest on
 * jump, ring or dice), /games/jili|fachai|pg?id=, else /games/collection?id=&backUrl=.
 */
export function gameHref(game: Pick<Game, 'gameProvider' | 'gameId'>, options: { loggedIn: boolean; backUrl: string }): string {
  const id = encodeURIComponent(game.gameId);
  if (game.gameProvider === OG_PROVIDER) {
    const inHouse = inHouseGameById(game.gameId);
    const demo = !options.loggedIn && inHouse !== undefined && (GUEST_DEMO_GAMES as readonly string[]).includes(inHouse);
    return `/games/og?id=${id}${demo ? '&demo=1' : ''}`;
  }
  if (isProviderRoute(game.gameProvider)) return `${PROVIDER_ROUTES[game.gameProvider]}?id=${id}`;
  return `/games/collection?id=${id}&provider=${encodeURIComponent(game.gameProvider)}&backUrl=${encodeURIComponent(options.backUrl)}`;
}

/** In-house games on or off (ogConfig); undefined while unknown. */
export type OgSwitches = ReadonlyMap<string, boolean> | undefined;

/**
 * Games the lobby shows. An in-house game shows only when config says it is on; while the config is
 * unknown (loading, failed), sabong stays hidden, since it may be illegal where the player is
 * (games.md "Sabong"), and the other in-house games show.
 */
export function visibleGames<T extends Pick<Game, 'gameProvider' | 'gameId' | 'brand'>>(games: readonly T[], og: OgSwitches, evoHidden: boolean): T[] {
  return games.filter((g) => {
    if (evoHidden && g.brand.toUpperCase() === 'EVO') return false;
    if (g.gameProvider !== OG_PROVIDER) return true;
    const key = inHouseGameById(g.gameId);
    if (key === undefined) return false;
    const on = og?.get(key);
    return on === undefined ? og === undefined && key !== 'sabong' : on;
  });
}

/** The games of stored keys (recent or favourites), in the keys' order, skipping unknown ones. */
export function gamesOfKeys<T extends Pick<Game, 'gameProvider' | 'gameId'>>(games: readonly T[], keys: readonly string[]): T[] {
  const byKey = new Map(games.map((g) => [gameKey(g.gameProvider, g.gameId), g]));
  return keys.flatMap((k) => {
    const game = byKey.get(k);
    return game ? [game] : [];
  });
}

/** A home plate: the list capped at 20 (spec §9). */
export function plate<T>(games: readonly T[]): T[] {
  return capHomePlate(games);
}

/** The lobby lists the "other" filter offers (spec §1: hot, new, history, favourites). */
export const OTHER_LISTS = ['hot', 'new', 'history', 'favourites'] as const;
export type OtherList = (typeof OTHER_LISTS)[number];

/** The lobby's filters as the URL keeps them (spec §1: name, type, brand, other). */
export interface LobbyFilters {
  readonly name: string;
  readonly type: string;
  readonly brand: string;
  readonly other: OtherList | '';
}

export const NO_LOBBY_FILTERS: LobbyFilters = { name: '', type: '', brand: '', other: '' };

/**
 * The filters a lobby URL carries (?q=&type=&brand=&other=), so back, forward, reload and a shared
 * link show the same games. Values the catalogue cannot have (an unknown type, brand or list) are
 * dropped rather than showing an empty page.
 */
export function lobbyFiltersOf(params: URLSearchParams): LobbyFilters {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' => {
    const found = allowed.find((a) => a.toLowerCase() === (value ?? '').toLowerCase());
    return found ?? '';
  };
  return {
    name: params.get('q') ?? '',
    type: pick(params.get('type'), GAME_TYPES),
    brand: pick(params.get('brand'), BRAND_CODES),
    other: pick(params.get('other'), OTHER_LISTS),
  };
}

/** The URL query of a set of filters (empty ones left out), the inverse of lobbyFiltersOf. */
export function lobbyParams(filters: LobbyFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (filters.name !== '') q.set('q', filters.name);
  if (filters.type !== '') q.set('type', filters.type);
  if (filters.brand !== '') q.set('brand', filters.brand);
  if (filters.other !== '') q.set('other', filters.other);
  return q;
}

/** Whether any filter is set (the lobby then shows results instead of its plates). */
export function isFiltered(filters: LobbyFilters): boolean {
  return filters.name.trim() !== '' || filters.type !== '' || filters.brand !== '' || filters.other !== '';
}

/** A category chip of the lobby: one of its lists or a game type. */
export type LobbyCategory = OtherList | (typeof GAME_TYPES)[number];

/**
 * The category chip row is one choice: a list (hot, new, history, favourites) or a game type, so
 * picking one clears the other; picking the chosen one again, or '' ("All"), clears both.
 */
export function withCategory(filters: LobbyFilters, category: LobbyCategory | ''): LobbyFilters {
  const current = filters.other !== '' ? filters.other : filters.type;
  if (category === '' || category === current) return { ...filters, type: '', other: '' };
  return (OTHER_LISTS as readonly string[]).includes(category)
    ? { ...filters, type: '', other: category as OtherList }
    : { ...filters, other: '', type: category };
}

/** The provider chip row: one brand or all; picking the chosen one again clears it. */
export function withBrand(filters: LobbyFilters, brand: string): LobbyFilters {
  return { ...filters, brand: brand === filters.brand ? '' : brand };
}

/** The brands the catalogue has games of, in the catalogue's brand order (spec §3). */
export function lobbyBrands(games: readonly Pick<Game, 'brand'>[]): BrandCode[] {
  const present = new Set(games.map((g) => g.brand));
  return BRAND_CODES.filter((b) => present.has(b));
}

/** The lobby search: the domain search (spec §1, §5) with the "other" list resolved to its keys. */
export function searchLobby<T extends Game>(games: readonly T[], filters: LobbyFilters, lists: Readonly<Record<OtherList, readonly string[]>>): T[] {
  const f: GameFilters = {
    name: filters.name,
    ...(filters.type === '' ? {} : { type: filters.type }),
    ...(filters.brand === '' ? {} : { brand: filters.brand }),
    ...(filters.other === '' ? {} : { other: lists[filters.other] }),
  };
  return searchGames(games, f);
}

/** The game a /games/collection or provider route names: `id` (and `provider`), or an `id` that is a stored key. */
export function launchTarget(route: string, params: URLSearchParams): { gameProvider: string; gameId: string } | null {
  const id = params.get('id');
  if (id === null || id === '') return null;
  if (route !== 'collection') return { gameProvider: route, gameId: id };
  const provider = params.get('provider');
  if (provider) return { gameProvider: provider, gameId: id };
  const ref = parseGameKey(id);
  return ref ? { gameProvider: ref.gameProvider, gameId: ref.gameId } : null;
}

/** A third-party game's title (issue 23 §6): its catalogue name, else its provider's brand name as the catalogue spells it, else the provider key. */
export function catalogueTitle(
  games: readonly Pick<Game, 'gameProvider' | 'gameId' | 'gameName' | 'brand'>[],
  target: { gameProvider: string; gameId: string },
): string {
  const game = games.find((g) => g.gameProvider === target.gameProvider && g.gameId === target.gameId);
  if (game) return game.gameName;
  return games.find((g) => g.gameProvider === target.gameProvider)?.brand ?? target.gameProvider.toUpperCase();
}

/** A catalogue icon: absolute URLs as they are, server paths ('/game-icons/…') on the API base. */
export function iconUrl(icon: string, apiBase: string): string {
  if (icon === '' || /^(https?:|data:)/.test(icon)) return icon;
  return icon.startsWith('/') ? `${apiBase.replace(/\/+$/, '')}${icon}` : icon;
}
