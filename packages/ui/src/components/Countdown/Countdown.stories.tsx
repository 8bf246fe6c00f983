import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { label: 'Next draw in', onEnd: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

const fixedNow = Date.UTC(2026, 10, 23, 5, 0, 0);

/** A frozen clock: always 1 h 23 min 45 s left. */
export const Running: Story = {
  args: { target: fixedNow + (1 * 3600 + 23 * 60 + 45) * 1000, now: () => fixedNow },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('01:23:45');
  },
};

/** A real clock two seconds from the end: onEnd fires. */
export const ReachesTheEnd: Story = {
  args: { target: Date.now() + 2000, now: () => Date.now() },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onEnd).toHaveBeenCalled(), { timeout: 4000 });
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:00');
  },
};
