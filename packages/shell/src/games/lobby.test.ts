import { describe, expect, it } from 'vitest';
import { HOME_PLATE_MAX } from '@perya/domain';
import type { Game } from '@perya/api/contract';
import {
  NO_LOBBY_FILTERS,
  catalogueTitle,
  gameHref,
  gamesOfKeys,
  isFiltered,
  launchTarget,
  lobbyBrands,
  lobbyFiltersOf,
  lobbyParams,
  plate,
  searchLobby,
  visibleGames,
  withBrand,
  withCategory,
} from './lobby';

const g = (gameProvider: string, gameId: string, gameName = `${gameProvider} ${gameId}`, brand: Game['brand'] = 'JILI', gameType: Game['gameType'] = 'CasinoSlot'): Game => ({
  gameProvider,
  gameId,
  gameName,
  gameType,
  brand,
  icon: '',
});

describe('where a game opens (spec §2)', () => {
  it('sends in-house games to /games/og, with the demo flag only for a guest on jump, ring or dice', () => {
    expect(gameHref(g('og', '10003'), { loggedIn: false, backUrl: '/' })).toBe('/games/og?id=10003&demo=1');
    expect(gameHref(g('og', '10002'), { loggedIn: false, backUrl: '/' })).toBe('/games/og?id=10002&demo=1');
    expect(gameHref(g('og', '10005'), { loggedIn: false, backUrl: '/' })).toBe('/games/og?id=10005&demo=1');
    expect(gameHref(g('og', '10006'), { loggedIn: false, backUrl: '/' })).toBe('/games/og?id=10006');
    expect(gameHref(g('og', '10003'), { loggedIn: true, backUrl: '/' })).toBe('/games/og?id=10003');
  });
  it('uses the provider routes of jili, fachai and pg, and /games/collection with backUrl for the rest', () => {
    expect(gameHref(g('jili', '2'), { loggedIn: true, backUrl: '/' })).toBe('/games/jili?id=2');
    expect(gameHref(g('fachai', '7'), { loggedIn: true, backUrl: '/' })).toBe('/games/fachai?id=7');
    expect(gameHref(g('pg', '1'), { loggedIn: true, backUrl: '/' })).toBe('/games/pg?id=1');
    expect(gameHref(g('evo', 'lobby'), { loggedIn: true, backUrl: '/allgames?q=x' })).toBe('/games/collection?id=lobby&provider=evo&backUrl=%2Fallgames%3Fq%3Dx');
  });
  it('reads the launch target back', () => {
    expect(launchTarget('jili', new URLSearchParams('id=2'))).toEqual({ gameProvider: 'jili', gameId: '2' });
    expect(launchTarget('collection', new URLSearchParams('id=lobby&provider=evo'))).toEqual({ gameProvider: 'evo', gameId: 'lobby' });
    expect(launchTarget('collection', new URLSearchParams('id=pp_99'))).toEqual({ gameProvider: 'pp', gameId: '99' });
    expect(launchTarget('collection', new URLSearchParams('id=99'))).toBeNull();
    expect(launchTarget('pg', new URLSearchParams(''))).toBeNull();
  });
});

describe('what the lobby shows', () => {
  const games = [g('og', '10006', 'Sabong', 'PLG'), g('og', '10003', 'Jump', 'PLG'), g('evo', '1', 'Live Baccarat', 'EVO', 'CasinoLive'), g('jili', '2')];
  it('hides sabong when switched off, and while the switch is unknown', () => {
    const off = new Map([['sabong', false], ['jump', true]]);
    expect(visibleGames(games, off, false).map((x) => x.gameName)).toEqual(['Jump', 'Live Baccarat', 'jili 2']);
    expect(visibleGames(games, undefined, false).map((x) => x.gameName)).toEqual(['Jump', 'Live Baccarat', 'jili 2']);
    expect(visibleGames(games, new Map([['sabong', true], ['jump', true]]), false).map((x) => x.gameName)).toEqual(['Sabong', 'Jump', 'Live Baccarat', 'jili 2']);
  });
  it('hides EVO games for a player on the evo list (spec §6)', () => {
    expect(visibleGames(games, undefined, true).map((x) => x.brand)).not.toContain('EVO');
  });
  it('caps a home plate at 20 (spec §9) and resolves stored keys in order', () => {
    const many = Array.from({ length: 30 }, (_, i) => g('jili', String(i)));
    expect(plate(many)).toHaveLength(HOME_PLATE_MAX);
    expect(gamesOfKeys(many, ['jili_5', 'pg_1', 'jili_2']).map((x) => x.gameId)).toEqual(['5', '2']);
  });
  it('searches by name (case-insensitive substring), type, brand and list', () => {
    const lists = { hot: ['jili_2'], new: [], history: ['og_10003'], favourites: [] };
    expect(searchLobby(games, { name: 'JUM', type: '', brand: '', other: '' }, lists).map((x) => x.gameName)).toEqual(['Jump']);
    expect(searchLobby(games, { name: '', type: 'CasinoLive', brand: '', other: '' }, lists).map((x) => x.gameName)).toEqual(['Live Baccarat']);
    expect(searchLobby(games, { name: '', type: '', brand: 'plg', other: '' }, lists)).toHaveLength(2);
    expect(searchLobby(games, { name: '', type: '', brand: '', other: 'history' }, lists).map((x) => x.gameName)).toEqual(['Jump']);
    expect(searchLobby(games, { name: 'zzz', type: '', brand: '', other: '' }, lists)).toEqual([]);
  });
});

describe('the lobby filters kept in the URL (spec §1 search by name, type, brand, other; reset)', () => {
  it('reads back what it wrote, so reload and back/forward show the same games', () => {
    const filters = { name: 'super ace', type: 'Fishing', brand: 'JILI', other: '' } as const;
    expect(lobbyParams(filters).toString()).toBe('q=super+ace&type=Fishing&brand=JILI');
    expect(lobbyFiltersOf(lobbyParams(filters))).toEqual(filters);
    expect(lobbyParams(NO_LOBBY_FILTERS).toString()).toBe('');
  });
  it('takes codes in any case and drops values the catalogue cannot have', () => {
    expect(lobbyFiltersOf(new URLSearchParams('type=casinoslot&brand=pgsoft&other=HOT'))).toEqual({ name: '', type: 'CasinoSlot', brand: 'PGSOFT', other: 'hot' });
    expect(lobbyFiltersOf(new URLSearchParams('type=Roulette&brand=NOPE&other=top'))).toEqual(NO_LOBBY_FILTERS);
  });
  it('is filtered by any set filter; a blank search is no filter', () => {
    expect(isFiltered(NO_LOBBY_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_LOBBY_FILTERS, name: '   ' })).toBe(false);
    expect(isFiltered({ ...NO_LOBBY_FILTERS, brand: 'JILI' })).toBe(true);
  });
  it('the category chips are one choice: a list or a type; the chosen one again, or All, clears it', () => {
    const hot = withCategory(NO_LOBBY_FILTERS, 'hot');
    expect(hot).toMatchObject({ other: 'hot', type: '' });
    const slots = withCategory({ ...hot, brand: 'JILI', name: 'ace' }, 'CasinoSlot');
    expect(slots).toEqual({ name: 'ace', brand: 'JILI', type: 'CasinoSlot', other: '' });
    expect(withCategory(slots, 'CasinoSlot')).toEqual({ name: 'ace', brand: 'JILI', type: '', other: '' });
    expect(withCategory(hot, '')).toEqual(NO_LOBBY_FILTERS);
  });
  it('the provider chips pick one brand; the chosen one again shows every brand', () => {
    expect(withBrand(NO_LOBBY_FILTERS, 'PGSOFT').brand).toBe('PGSOFT');
    expect(withBrand({ ...NO_LOBBY_FILTERS, brand: 'PGSOFT' }, 'PGSOFT').brand).toBe('');
  });
  it('offers the brands the catalogue has, in the catalogue order (spec §3)', () => {
    expect(lobbyBrands([{ brand: 'PGSOFT' }, { brand: 'JILI' }, { brand: 'PLG' }, { brand: 'JILI' }])).toEqual(['PLG', 'JILI', 'PGSOFT']);
  });
});

describe('a third-party game is titled by its catalogue name (issue 23 §6)', () => {
  const games = [g('jili', '2', 'Super Ace', 'JILI'), g('pg', '7', 'Mahjong Ways', 'PGSOFT')];
  it('names the game as the catalogue does', () => {
    expect(catalogueTitle(games, { gameProvider: 'jili', gameId: '2' })).toBe('Super Ace');
  });
  it('falls back to the provider brand, then the provider key, never an id', () => {
    expect(catalogueTitle(games, { gameProvider: 'pg', gameId: '99' })).toBe('PGSOFT');
    expect(catalogueTitle([], { gameProvider: 'fachai', gameId: '3' })).toBe('FACHAI');
  });
});
