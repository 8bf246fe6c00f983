import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { allThemes } from '../storybook/allThemes';
import { VIP_BADGE_COUNT, VipBadge } from './VipBadge';

const meta = {
  title: 'Art/VipBadge',
  component: VipBadge,
  args: { level: 2, label: 'Gold' },
  argTypes: { level: { control: { type: 'range', min: 0, max: 8 } } },
  decorators: [(Story) => <div style={{ width: 96, height: 96 }}>{Story()}</div>],
} satisfies Meta<typeof VipBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const NAMES = ['Bronze', 'Silver', 'Gold', 'Platino', 'Platinum', 'Diamond'];

/** One badge per level, each its own shape. */
function Drawings() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {Array.from({ length: VIP_BADGE_COUNT }, (_, level) => (
        <div key={level} style={{ width: 72, height: 72 }}>
          <VipBadge level={level} label={NAMES[level] ?? ''} />
        </div>
      ))}
    </div>
  );
}

export const Ladder: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => <Drawings />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(VIP_BADGE_COUNT);
  },
};

export const AllThemes: Story = {
  ...allThemes,
  decorators: [(Story) => <div>{Story()}</div>],
  render: () => <Drawings />,
};
