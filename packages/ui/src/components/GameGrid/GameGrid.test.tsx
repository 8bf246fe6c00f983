import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameGrid, gameKey } from './GameGrid';

const games = [
  { gameProvider: 'jili', gameId: '101', gameName: 'Fortune Gems', brand: 'JILI', imageSrc: 'a.png' },
  { gameProvider: 'pg', gameId: '7', gameName: 'Mahjong Ways', brand: 'PGSOFT', imageSrc: 'b.png', favourite: true },
  { gameProvider: 'og', gameId: '10006', gameName: 'Sabong', imageSrc: 'c.png' },
];

describe('GameGrid', () => {
  it('lists every game in order, named, with its badge', () => {
    render(<GameGrid games={games} label="Hot games" />);
    const list = screen.getByRole('list', { name: 'Hot games' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((li) => li.textContent)).toEqual(['Fortune Gems JILI', 'Mahjong Ways PGSOFT', 'Sabong og']);
  });

  it('passes the chosen game back, and the favourite toggled', () => {
    const onSelect = vi.fn();
    const onToggleFavourite = vi.fn();
    render(<GameGrid games={games} label="Hot" onSelect={onSelect} onToggleFavourite={onToggleFavourite} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mahjong Ways PGSOFT' }));
    expect(onSelect).toHaveBeenCalledWith(games[1]);
    const fav = screen.getByRole('button', { name: 'Favourites: Mahjong Ways' });
    expect(fav.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(fav);
    expect(onToggleFavourite).toHaveBeenCalledWith(games[1]);
  });

  it('keys games as provider_gameId', () => {
    expect(gameKey(games[0]!)).toBe('jili_101');
  });
});
