import { describe, expect, it } from 'vitest';
import {
  BRAND_CODES,
  BRAND_NAMES,
  DEFAULT_MAX_WIN_MULTIPLIER,
  GAME_TYPES,
  HOME_PLATE_MAX,
  IN_HOUSE_GAME_IDS,
  capHomePlate,
  hideEvoGames,
  inHouseGameById,
  isBrandCode,
  isEvoExcluded,
  isGameType,
  maxRoundCredit,
} from './games';

describe('spec §1 game types and spec §3 brand codes', () => {
  it('lists the eight types and the 21 brands', () => {
    expect(GAME_TYPES).toEqual(['CasinoSlot', 'CasinoLive', 'Arcade', 'Fishing', 'CasinoTable', 'Bingo', 'Poker', 'Lottery']);
    expect(BRAND_CODES).toHaveLength(21);
    expect(BRAND_CODES[0]).toBe('PLG');
    expect(isGameType('Fishing')).toBe(true);
    expect(isGameType('fishing')).toBe(false);
    expect(isBrandCode('RICH88')).toBe(true);
    expect(isBrandCode('ACME')).toBe(false);
  });

  it('gives every brand code one display name of its own', () => {
    expect(Object.keys(BRAND_NAMES).sort()).toEqual([...BRAND_CODES].sort());
    expect(new Set(Object.values(BRAND_NAMES)).size).toBe(BRAND_CODES.length);
    expect(BRAND_NAMES.PGSOFT).toBe('PG Soft');
    expect(BRAND_NAMES.FACAIGAMING).toBe('Fa Chai');
  });
});

describe('spec §9 in-house game ids', () => {
  it('maps ids to games both ways', () => {
    expect(IN_HOUSE_GAME_IDS).toEqual({ sabong: 10006, scratch: 10004, colorgame: 10001, jump: 10003, ring: 10002, dice: 10005 });
    expect(inHouseGameById(10003)).toBe('jump');
    expect(inHouseGameById('10006')).toBe('sabong');
    expect(inHouseGameById(99)).toBeUndefined();
  });
});

describe('spec §6 EVO exclusion', () => {
  const games = [
    { brand: 'EVO', gameName: 'Lightning Roulette' },
    { brand: 'JILI', gameName: 'Super Ace' },
    { brand: 'evo', gameName: 'Baccarat' },
  ];
  it('hides EVO games from users in the evo list', () => {
    expect(hideEvoGames(games, 123, ['123', 456])).toEqual([{ brand: 'JILI', gameName: 'Super Ace' }]);
    expect(isEvoExcluded('456', ['123', 456])).toBe(true);
  });
  it('keeps them for everyone else', () => {
    expect(hideEvoGames(games, 7, ['123'])).toEqual(games);
    expect(hideEvoGames(games, undefined, ['123'])).toEqual(games);
    expect(isEvoExcluded('', [''])).toBe(false);
    expect(isEvoExcluded(null, ['123'])).toBe(false);
  });
});

describe('spec §9 home plates capped at 20', () => {
  it('keeps the first 20', () => {
    const list = Array.from({ length: 25 }, (_, i) => i);
    expect(HOME_PLATE_MAX).toBe(20);
    expect(capHomePlate(list)).toEqual(list.slice(0, 20));
    expect(capHomePlate([1, 2])).toEqual([1, 2]);
  });
});

describe('spec §1 game types: the most a provider round may pay (issue 11 item 2)', () => {
  it('names a whole positive multiplier for every game type', () => {
    expect(Object.keys(DEFAULT_MAX_WIN_MULTIPLIER).sort()).toEqual([...GAME_TYPES].sort());
    for (const type of GAME_TYPES) expect(Number.isInteger(DEFAULT_MAX_WIN_MULTIPLIER[type]) && DEFAULT_MAX_WIN_MULTIPLIER[type] >= 1).toBe(true);
  });

  it('caps a round credit at stake x multiplier, and a round with no stake at 0', () => {
    expect(maxRoundCredit(100, 400)).toBe(40_000);
    expect(maxRoundCredit(0, 10_000)).toBe(0);
  });
});
