import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { CashInConfirmPopup } from './CashInConfirmPopup';

const meta = {
  title: 'Popups/Black-gold/CashInConfirmPopup',
  component: CashInConfirmPopup,
  parameters: { docs: { description: { component: 'Opens after the black-gold cash-in popup for a method without a payer form: the last step before the order is created.' } } },
  args: { amount: 50_000, method: 'GCash', onConfirm: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof CashInConfirmPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog')).toHaveTextContent('₱500.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/**
 * Opens after the black-gold cash-in popup when the method needs no payer form (the shell's
 * cash-in flow); the bonus of the deposit offer the player picked shows under the summary.
 */
export const WithDepositBonus: Story = {
  args: { bonus: 5_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('confirm-bonus')).toHaveTextContent('Expected bonus: ₱50.00');
  },
};
