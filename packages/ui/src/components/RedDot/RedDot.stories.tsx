import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RedDot } from './RedDot';
import { allThemes } from '../../storybook/allThemes';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../../icons/icons';

const meta = {
  title: 'Components/RedDot',
  component: RedDot,
  args: { label: 'New' },
} satisfies Meta<typeof RedDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dot: Story = {};

export const Count: Story = {
  args: { count: 128, label: '128 unread messages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
    await expect(within(canvasElement).getByText('128 unread messages')).toBeInTheDocument();
  },
};

export const OnAnIcon: Story = {
  args: { count: 3, label: '3 new' },
  render: (args) => (
    <RedDot {...args}>
      <IconButton aria-label="Notifications" icon={<CloseIcon />} variant="filled" />
    </RedDot>
  ),
};

export const AllThemes: Story = {
  ...allThemes,
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <RedDot label="New" />
      <RedDot label="5 new" count={5} />
      <RedDot label="120 new" count={120} />
    </div>
  ),
};
