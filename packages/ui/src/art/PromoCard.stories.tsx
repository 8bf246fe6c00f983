import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allThemes } from '../storybook/allThemes';
import { PromoCard } from './PromoCard';

const meta = {
  title: 'Art/PromoCard',
  component: PromoCard,
  args: {
    layout: 'banner',
    headline: 'Welcome bonus',
    amount: 50_000,
    amountCaption: 'Up to',
    cta: 'Claim bonus',
    motif: 'gift',
    onAction: fn(),
  },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
} satisfies Meta<typeof PromoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₱500.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim bonus' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** An offer that names no sum: headline and call to action only. */
export const NoAmount: Story = { args: { amount: undefined, headline: 'Live sabong', cta: 'Play now', motif: 'coins' } };

/** Two tiles a row, as home's promo grid shows them. */
function Tiles() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, width: 288 }}>
      <PromoCard layout="tile" headline="Invite friends" amount={5_000} amountCaption="Per friend" cta="Invite now" motif="coins" onAction={() => undefined} />
      <PromoCard layout="tile" headline="Daily spin" amount={100_000} amountCaption="Top prize" cta="Spin now" motif="wheel" onAction={() => undefined} />
    </div>
  );
}

export const TileGrid: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => <Tiles />,
};

export const AllThemes: Story = {
  ...allThemes,
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => <Tiles />,
};
