import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gameArt } from '../../components/Carousel/storyBanners';
import { popupFrame } from '../storyFrame';
import { GameEntryPopup } from './GameEntryPopup';

const meta = {
  title: 'Popups/Black-gold/GameEntryPopup',
  component: GameEntryPopup,
  args: {
    gameName: 'Fortune Gems',
    provider: 'JILI',
    imageSrc: gameArt('Fortune Gems', 2),
    onPlay: fn(),
    onDemo: fn(),
    onToggleFavourite: fn(),
    onClose: fn(),
  },
  decorators: [popupFrame],
} satisfies Meta<typeof GameEntryPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Play: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalled();
  },
};

export const ToggleFavourite: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to favourites' }));
    await expect(args.onToggleFavourite).toHaveBeenCalledOnce();
  },
};

export const InFavourites: Story = {
  args: { favourite: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove from favourites' }),
    ).toBeVisible();
  },
};
