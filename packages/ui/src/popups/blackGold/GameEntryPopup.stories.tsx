import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { gameArt } from '../../storybook/storyArt';
import { popupFrame } from '../storyFrame';
import { GameEntryPopup } from './GameEntryPopup';

const meta = {
  title: 'Popups/Black-gold/GameEntryPopup',
  component: GameEntryPopup,
  parameters: {
    docs: {
      description: {
        component:
          'Black-gold brands. Opens when a game tile is tapped (home plates, all games, favourites): the game\'s art, name and provider, "Play for real", "Try demo" for jump, ring and dice when demo play is allowed (spec §2, §6), and the favourite toggle. Play opens the game where the tile led before.',
      },
    },
  },
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

/** A game without a demo (a third-party slot, sabong): only Play for real. */
export const NoDemo: Story = {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the demo callback is left out on purpose
  render: ({ onDemo, ...args }) => <GameEntryPopup {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Try demo' })).toBeNull();
  },
};

export const Play: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play for real' }));
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
