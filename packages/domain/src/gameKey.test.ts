import { describe, expect, it } from 'vitest';
import { gameKey, isGameKey, parseGameKey, parseGameKeyList, serializeGameKeyList } from './gameKey';

describe('spec §3 stored game entries provider_gameId', () => {
  it('builds and reads entries', () => {
    expect(gameKey('jili', 101)).toBe('jili_101');
    expect(parseGameKey('jili_101')).toEqual({ gameProvider: 'jili', gameId: '101' });
    expect(parseGameKey('pg_fortune_tiger')).toEqual({ gameProvider: 'pg', gameId: 'fortune_tiger' });
  });
  it('refuses malformed parts', () => {
    for (const [p, id] of [['', '1'], ['jili', ''], ['a_b', '1'], ['jili', '1,2'], ['ji li', '1']] as const) {
      expect(() => gameKey(p, id)).toThrow(RangeError);
    }
    for (const bad of ['', 'jili', '_101', 'jili_', 'jili_1,2', 'ji li_1']) expect(isGameKey(bad)).toBe(false);
  });
  it('parses the stored list: trimmed, malformed and repeated entries dropped', () => {
    expect(parseGameKeyList(null)).toEqual([]);
    expect(parseGameKeyList(undefined)).toEqual([]);
    expect(parseGameKeyList('')).toEqual([]);
    expect(parseGameKeyList('og_10003, jili_1,,bad,og_10003,pg_2')).toEqual(['og_10003', 'jili_1', 'pg_2']);
    expect(serializeGameKeyList(['og_10003', 'jili_1'])).toBe('og_10003,jili_1');
  });
});
