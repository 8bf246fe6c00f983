import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DepositOffers, type DepositOffersProps } from './DepositOffers';
import { allThemes } from '../../storybook/allThemes';

const OFFERS = [
  { id: 'first', title: 'First deposit 100%', minDeposit: 10_000, bonusRateBps: 10_000, maxBonus: 100_000 },
  { id: 'daily', title: 'Daily reload 10%', minDeposit: 50_000, bonusRateBps: 1_000, maxBonus: 0 },
];

/** Holds the choice like the cash-in page does. */
function Controlled(props: DepositOffersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DepositOffers
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Components/DepositOffers',
  component: DepositOffers,
  render: (args) => <Controlled {...args} />,
  args: { offers: OFFERS, value: null, onChange: fn(), amount: 20_000 },
} satisfies Meta<typeof DepositOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoOfferChosen: Story = {};

/** The player picks an offer: its bonus for the amount entered shows under the list. */
export const PickOffer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The radio itself is visually hidden; the player taps its option (the label).
    await userEvent.click(canvas.getByText('First deposit 100%'));
    await expect(args.onChange).toHaveBeenCalledWith('first');
    await expect(canvas.getByTestId('expected-bonus')).toHaveTextContent('₱200.00');
  },
};

/** Below the offer's minimum the player is told how much to deposit, and no bonus is promised. */
export const BelowMinimum: Story = { args: { value: 'daily', amount: 20_000 } };

/** No offer chosen, the cash-in config's base rate still gives a bonus. */
export const BaseRate: Story = { args: { baseBonusRateBps: 500, amount: 100_000 } };

export const AllThemes: Story = { ...allThemes };

/**
 * A player who has not deposited yet: the operator's first-deposit bonus (rechargeConfig
 * firstDepositBonus) is paid on top of any offer, so it counts in the expected bonus.
 */
export const FirstDepositBonus: Story = {
  args: { firstDeposit: { title: 'First deposit bonus', minDeposit: 10_000, rateBps: 10_000, maxBonus: 50_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('expected-bonus')).toHaveTextContent('₱200.00');
    await expect(canvas.getByTestId('first-deposit-bonus')).toHaveTextContent('First deposit bonus: ₱200.00');
    await userEvent.click(canvas.getByText('Daily reload 10%'));
    // Below the daily offer's ₱500 minimum: only the first-deposit bonus.
    await expect(canvas.getByTestId('expected-bonus')).toHaveTextContent('₱200.00');
  },
};
