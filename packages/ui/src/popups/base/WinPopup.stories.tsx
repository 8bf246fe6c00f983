import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { WinPopup } from './WinPopup';

const meta = {
  title: 'Popups/Base/WinPopup',
  component: WinPopup,
  args: { amount: 125_000, demo: false, onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof WinPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Demo: Story = { args: { amount: 4_550, demo: true } };

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toHaveTextContent('₱1,250.00');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A lucky-wheel prize that is not money (brands without the black-gold luck-result popup). */
export const SpinPrize: Story = {
  args: { amount: 0, prize: '50 points' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog', { name: 'Congratulations!' })).toHaveTextContent('50 points');
  },
};
