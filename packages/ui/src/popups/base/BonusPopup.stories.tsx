import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { BonusPopup } from './BonusPopup';

const meta = {
  title: 'Popups/Base/BonusPopup',
  component: BonusPopup,
  parameters: { docs: { description: { component: 'Opens after a credited deposit whose bonus /x2/payListActivity/bonus reports above 0 (the cash-in result page, and once after start-up for a deposit credited while away); on brands without the black-gold set it also carries the daily guaranteed bonus once per GMT+8 day (spec §1, §7).' } } },
  args: { amount: 5_000, onClose: fn(), onClaim: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof BonusPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Claim: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'OK' }));
    await expect(args.onClaim).toHaveBeenCalled();
  },
};
