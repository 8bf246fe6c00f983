import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No favourites yet', description: 'Tap the heart on any game to keep it here.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { actionLabel: 'Browse games', onAction: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Browse games' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const NoSearchResults: Story = { args: { title: 'No games match “zzz”', description: 'Try another name or reset the filters.' } };
