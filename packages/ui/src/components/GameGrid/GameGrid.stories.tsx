import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gameArt } from '../../storybook/storyArt';
import { GameGrid } from './GameGrid';
import type { GridGame } from './GameGrid';

const names = ['Fortune Gems', 'Mahjong Ways', 'Sabong', 'Super Ace', 'Color Game', 'Crazy Time', 'Fishing God', 'Dice', 'Money Coming'];
const brands = ['JILI', 'PGSOFT', 'PLG', 'JILI', 'PLG', 'EVO', 'FACAIGAMING', 'PLG', 'JILI'];
const games: GridGame[] = names.map((gameName, i) => ({
  gameProvider: (brands[i] ?? 'JILI').toLowerCase(),
  gameId: String(100 + i),
  gameName,
  brand: brands[i] ?? 'JILI',
  imageSrc: gameArt(gameName, i),
}));

const meta = {
  title: 'Components/GameGrid',
  component: GameGrid,
  args: { games, label: 'Hot games', onSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFavourites: Story = {
  render: function Render(args) {
    const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set(['pgsoft_101']));
    return (
      <GameGrid
        {...args}
        games={args.games.map((g) => ({ ...g, favourite: favourites.has(`${g.gameProvider}_${g.gameId}`) }))}
        onToggleFavourite={(g) =>
          setFavourites((prev) => {
            const next = new Set(prev);
            const key = `${g.gameProvider}_${g.gameId}`;
            if (!next.delete(key)) next.add(key);
            return next;
          })
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Favourites: Sabong' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};
