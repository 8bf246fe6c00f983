import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { popupFrame } from '../../popups/storyFrame';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Overlays/LoadingOverlay',
  component: LoadingOverlay,
  args: { label: 'Loading…' },
  decorators: [popupFrame],
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByRole('dialog', { name: 'Loading…' })).toBeVisible();
  },
};
