import { describe, expect, it } from 'vitest';
import { HOME_PLATE_MAX } from '@perya/domain';
import type { Game } from '@perya/api/contract';
import { catalogueTitle, gameHref, gamesOfKeys, launchTarget, plate, searchLobby, visibleGames } from './lobby';

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
