import { describe, expect, it } from 'vitest';
import { EMPTY_GAME_FILTERS, GAME_LIST_DEFAULT_LIMIT, gameNameMatches, resetGameFilters, searchGames } from './gameSearch';

const games = [
  { gameProvider: 'jili', gameId: 1, gameName: 'Super Ace', gameType: 'CasinoSlot', brand: 'JILI' },
  { gameProvider: 'pg', gameId: 'fortune-tiger', gameName: 'Fortune Tiger', gameType: 'CasinoSlot', brand: 'PGSOFT' },
  { gameProvider: 'fachai', gameId: 7, gameName: 'Fishing Tiger', gameType: 'Fishing', brand: 'FACAIGAMING' },
  { gameProvider: 'evo', gameId: 9, gameName: 'Crazy Time', gameType: 'CasinoLive', brand: 'EVO' },
];

describe('spec §5 game-name search', () => {
  it('is a case-insensitive substring match', () => {
    expect(searchGames(games, { name: 'TIGER' }).map((g) => g.gameName)).toEqual(['Fortune Tiger', 'Fishing Tiger']);
    expect(searchGames(games, { name: ' ace ' }).map((g) => g.gameName)).toEqual(['Super Ace']);
    expect(searchGames(games, { name: 'zzz' })).toEqual([]);
    expect(gameNameMatches('Crazy Time', '')).toBe(true);
  });
});

describe('spec §1 search filters type, brand, other; reset', () => {
  it('filters by type and brand', () => {
    expect(searchGames(games, { type: 'CasinoSlot' })).toHaveLength(2);
    expect(searchGames(games, { type: 'casinoslot', brand: 'pgsoft' }).map((g) => g.gameName)).toEqual(['Fortune Tiger']);
    expect(searchGames(games, { name: 'tiger', type: 'Fishing' }).map((g) => g.gameName)).toEqual(['Fishing Tiger']);
  });
  it('filters by another lobby list (keys)', () => {
    expect(searchGames(games, { other: ['evo_9', 'jili_1'] }).map((g) => g.gameName)).toEqual(['Super Ace', 'Crazy Time']);
    expect(searchGames(games, { other: [] })).toEqual([]);
  });
  it('resets to every game, limited to 10000 by default', () => {
    expect(resetGameFilters()).toEqual(EMPTY_GAME_FILTERS);
    expect(searchGames(games, resetGameFilters())).toEqual(games);
    expect(searchGames(games)).toEqual(games);
    expect(GAME_LIST_DEFAULT_LIMIT).toBe(10_000);
    expect(searchGames(games, {}, 2)).toHaveLength(2);
    const many = Array.from({ length: 10_005 }, (_, i) => ({ ...games[0]!, gameId: i }));
    expect(searchGames(many)).toHaveLength(10_000);
  });
});
