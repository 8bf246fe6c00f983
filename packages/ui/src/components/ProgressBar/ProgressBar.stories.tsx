import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'VIP progress', value: 50, max: 100 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'VIP progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
  },
};

export const WithValueText: Story = { args: { label: 'Deposit progress', value: 500, max: 1000, valueText: '₱500 of ₱1,000' } };

export const Empty: Story = { args: { value: 0 } };

export const Full: Story = { args: { value: 100 } };

export const AllThemes: Story = { ...allThemes };
