import { describe, expect, it } from 'vitest';
import { addFavorite, isFavorite, parseFavorites, removeFavorite, serializeFavorites, toggleFavorite } from './favorites';

describe('spec §3 favourite games', () => {
  it('adds newest first without duplicates', () => {
    const list = addFavorite(addFavorite([], 'jili_1'), 'pg_2');
    expect(list).toEqual(['pg_2', 'jili_1']);
    expect(addFavorite(list, 'jili_1')).toEqual(list);
    expect(addFavorite(list, 'bad')).toEqual(list);
  });
  it('toggles and removes', () => {
    expect(toggleFavorite(['jili_1'], 'pg_2')).toEqual(['pg_2', 'jili_1']);
    expect(toggleFavorite(['pg_2', 'jili_1'], 'pg_2')).toEqual(['jili_1']);
    expect(removeFavorite(['jili_1'], 'pg_2')).toEqual(['jili_1']);
    expect(isFavorite(['jili_1'], 'jili_1')).toBe(true);
    expect(isFavorite(['jili_1'], 'pg_2')).toBe(false);
  });
  it('reads and writes the stored comma-separated string', () => {
    expect(parseFavorites('jili_1,pg_2,jili_1')).toEqual(['jili_1', 'pg_2']);
    expect(parseFavorites(null)).toEqual([]);
    expect(serializeFavorites(['jili_1', 'pg_2'])).toBe('jili_1,pg_2');
  });
});
