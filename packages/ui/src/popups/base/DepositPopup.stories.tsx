import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { DepositPopup } from './DepositPopup';

const meta = {
  title: 'Popups/Base/DepositPopup',
  component: DepositPopup,
  parameters: { docs: { description: { component: "Opens when a real-money bet is refused for want of funds: 'You have no balance.' at zero, else 'Insufficient funds, deposit immediately.' (spec §8); Deposit runs the brand's deposit action." } } },
  args: { reason: 'insufficientFundsDeposit', onDeposit: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof DepositPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoBalance: Story = { args: { reason: 'noBalance' } };

export const DepositNow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Deposit now' })).toHaveTextContent('Insufficient funds, deposit immediately.');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalled();
  },
};
