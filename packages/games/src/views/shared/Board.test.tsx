// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IN_HOUSE_GAME_IDS, type InHouseGame } from '@perya/domain';
import { Board } from './Board';

afterEach(cleanup);

const GAMES = Object.keys(IN_HOUSE_GAME_IDS) as InHouseGame[];

describe('Board', () => {
  it.each(GAMES)('%s: a named region whose drawn art is hidden from screen readers', (game) => {
    render(
      <Board game={game} label="The board">
        <p>round</p>
      </Board>,
    );
    const region = screen.getByRole('region', { name: 'The board' });
    expect(region.getAttribute('data-board')).toBe(game);
    const art = region.querySelectorAll(':scope > svg');
    expect(art.length).toBe(2); // the game's motif and the bunting
    art.forEach((svg) => expect(svg.getAttribute('aria-hidden')).toBe('true'));
    expect(art[0]!.childElementCount).toBeGreaterThan(0);
    expect(screen.getByText('round').parentElement).toBe(region);
  });

  it('draws each game its own motif', () => {
    const motifs = GAMES.map((game) => {
      const { container, unmount } = render(
        <Board game={game} label={game}>
          {null}
        </Board>,
      );
      const html = container.querySelector('svg')!.innerHTML;
      unmount();
      return html;
    });
    expect(new Set(motifs).size).toBe(GAMES.length);
  });
});
