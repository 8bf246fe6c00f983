import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { RealityCheckPopup } from './RealityCheckPopup';

const meta = {
  title: 'Popups/Base/RealityCheckPopup',
  component: RealityCheckPopup,
  parameters: {
    docs: {
      description: {
        component: 'Every N minutes of play (the interval the player chose, issue 15): time played in this sitting and its net result.',
      },
    },
  },
  args: { playedMinutes: 75, net: -12_550, onKeepPlaying: fn(), onStop: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof RealityCheckPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lost: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 h 15 min')).toBeVisible();
    await expect(canvas.getByText('Lost so far')).toBeVisible();
    await expect(canvas.getByText('₱125.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const Won: Story = {
  args: { playedMinutes: 30, net: 50_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Won so far')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep playing' }));
    await expect(args.onKeepPlaying).toHaveBeenCalled();
  },
};
