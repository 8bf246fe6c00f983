import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AVATAR_COUNT, AVATAR_SIZES, Avatar } from './Avatar';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { index: 0, size: 'md', label: 'Player avatar' },
  argTypes: { index: { control: { type: 'range', min: 0, max: AVATAR_COUNT - 1 } }, size: { options: AVATAR_SIZES } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllSix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {Array.from({ length: AVATAR_COUNT }, (_, i) => (
        <Avatar key={i} index={i} size={args.size ?? 'md'} label={`Avatar ${i}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(AVATAR_COUNT);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} index={args.index} size={size} label={size} />
      ))}
    </div>
  ),
};
