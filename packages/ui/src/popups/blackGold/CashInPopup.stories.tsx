import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { CashInPopup } from './CashInPopup';

const meta = {
  title: 'Popups/Black-gold/CashInPopup',
  component: CashInPopup,
  args: {
    amounts: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
    methods: [
      { id: 'gcash', label: 'GCash', method: 'gcash' },
      { id: 'maya', label: 'Maya', method: 'maya' },
      { id: 'qrph', label: 'QR Ph', method: 'qrph' },
      { id: 'card_page', label: 'Online banking', method: 'online_banking' },
    ],
    min: 10_000,
    max: 5_000_000,
    onSubmit: fn(),
    onClose: fn(),
  },
  decorators: [popupFrame],
} satisfies Meta<typeof CashInPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opened at the tap while the cash-in config is read: skeleton rows, the button disabled with its label. */
export const Loading: Story = { args: { loading: true, methods: [] } };

export const ChooseAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cash in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The radio itself is visually hidden; the player taps its tile (the label).
    await userEvent.click(canvas.getByText('₱500'));
    await expect(canvas.getByRole('radio', { name: '₱500' })).toBeChecked();
    await userEvent.click(canvas.getByRole('option', { name: 'Maya' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cash in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 50_000, method: 'maya' });
  },
};

/**
 * With the operator's deposit offers (spec §7 payListActivity/upActivity): the player picks one or
 * none, sees the bonus it gives for the amount, and the offer's id goes with the submission.
 */
export const WithDepositOffers: Story = {
  args: {
    offers: [
      { id: 'first', title: 'First deposit 100%', minDeposit: 10_000, bonusRateBps: 10_000, maxBonus: 100_000 },
      { id: 'reload', title: 'Reload 10%', minDeposit: 50_000, bonusRateBps: 1_000, maxBonus: 0 },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('₱500'));
    await userEvent.click(canvas.getByText('First deposit 100%'));
    await expect(canvas.getByTestId('expected-bonus')).toHaveTextContent('₱500.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Cash in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 50_000, method: 'gcash', activityId: 'first' });
  },
};
