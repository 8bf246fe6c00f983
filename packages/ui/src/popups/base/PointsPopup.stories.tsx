import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { PointsPopup } from './PointsPopup';

const meta = {
  title: 'Popups/Base/PointsPopup',
  component: PointsPopup,
  args: { points: 35, total: 235, onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof PointsPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Points' });
    await expect(dialog).toHaveTextContent('+35');
    await expect(dialog).toHaveTextContent('Daily login: +35 points');
    await expect(dialog).toHaveTextContent('Points balance: 235');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * Where the shell opens it: when a claim pays points outside the sign-in popup, i.e. a mission
 * reward on /task (the reason names the mission), after the balances refresh.
 */
export const MissionReward: Story = {
  args: { points: 100, total: 335, reason: 'Mission reward: Bet 5 times today' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Points' });
    await expect(dialog).toHaveTextContent('+100');
    await expect(dialog).toHaveTextContent('Mission reward: Bet 5 times today');
  },
};
