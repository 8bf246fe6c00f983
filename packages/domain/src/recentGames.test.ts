import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECENT_GAMES_MAX_BLACKGOLD,
  RECENT_GAMES_MAX_DEFAULT,
  addRecentGame,
  normalizeRecentGames,
  parseRecentGames,
  recentGamesLimit,
  serializeRecentGames,
} from './recentGames';

describe('spec §5 recent games', () => {
  it('keeps 5 on the black-gold 2024-02 theme, else 3', () => {
    expect(RECENT_GAMES_MAX_BLACKGOLD).toBe(5);
    expect(RECENT_GAMES_MAX_DEFAULT).toBe(3);
    expect(recentGamesLimit(true)).toBe(5);
    expect(recentGamesLimit(false)).toBe(3);
  });
  it('puts the newest first, drops duplicates and the oldest', () => {
    let list: string[] = [];
    for (const key of ['og_10003', 'jili_1', 'pg_2', 'og_10002']) list = addRecentGame(list, key, 3);
    expect(list).toEqual(['og_10002', 'pg_2', 'jili_1']);
    expect(addRecentGame(list, 'jili_1', 3)).toEqual(['jili_1', 'og_10002', 'pg_2']);
  });
  it('ignores a malformed game', () => {
    expect(addRecentGame(['og_10003'], 'not-a-key', 3)).toEqual(['og_10003']);
  });
  it('reads and writes the stored comma-separated string', () => {
    expect(parseRecentGames('og_10003,jili_1,og_10003,pg_2,pg_3', 3)).toEqual(['og_10003', 'jili_1', 'pg_2']);
    expect(parseRecentGames(null, 5)).toEqual([]);
    expect(serializeRecentGames(['og_10003', 'jili_1'])).toBe('og_10003,jili_1');
    expect(normalizeRecentGames(['a_1', 'a_1', 'b_2'], 0)).toEqual([]);
  });

  const key = fc
    .tuple(fc.constantFrom('og', 'jili', 'pg', 'fachai'), fc.integer({ min: 1, max: 30 }))
    .map(([p, id]) => `${p}_${id}`);
  it('keeps its invariants under any sequence of plays (property)', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), fc.constantFrom(3, 5), key, (history, max, played) => {
        let list: string[] = [];
        for (const k of history) list = addRecentGame(list, k, max);
        const next = addRecentGame(list, played, max);
        expect(next.length).toBeLessThanOrEqual(max);
        expect(new Set(next).size).toBe(next.length);
        expect(next[0]).toBe(played);
        // Newest first: the rest is the previous list, in order, without the played game.
        expect(next.slice(1)).toEqual(list.filter((k) => k !== played).slice(0, max - 1));
        expect(parseRecentGames(serializeRecentGames(next), max)).toEqual(next);
      }),
    );
  });
});
