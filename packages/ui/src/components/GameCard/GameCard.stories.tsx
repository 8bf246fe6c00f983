import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gameArt } from '../../storybook/storyArt';
import { allThemes } from '../../storybook/allThemes';
import { GameCard } from './GameCard';

const meta = {
  title: 'Components/GameCard',
  component: GameCard,
  args: { name: 'Fortune Gems', provider: 'JILI', imageSrc: gameArt('Fortune Gems', 0), onSelect: fn() },
  decorators: [(Story) => <div style={{ width: 112 }}>{Story()}</div>],
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fortune Gems JILI' }));
    await expect(args.onSelect).toHaveBeenCalled();
  },
};

export const LongName: Story = { args: { name: 'Super Ace Deluxe Jackpot Edition', provider: 'PGSOFT' } };

export const FavouriteToggle: Story = {
  render: function Render(args) {
    const [favourite, setFavourite] = useState(false);
    return <GameCard {...args} favourite={favourite} onToggleFavourite={() => setFavourite((f) => !f)} />;
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Favourites: Fortune Gems' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The catalogue has no image for the game: the designed fallback carries the provider's mark. */
export const NoImage: Story = {
  args: { name: 'Mahjong Ways', provider: 'PGSOFT', imageSrc: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('PGSOFT')).toHaveLength(1);
  },
};

export const NoImageAllThemes: Story = { ...allThemes, args: { name: 'Mahjong Ways', provider: 'PGSOFT', imageSrc: '' } };
