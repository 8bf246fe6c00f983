import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { MigrationPopup } from './MigrationPopup';

const meta = {
  title: 'Popups/Base/MigrationPopup',
  component: MigrationPopup,
  args: { tip: 'migrateOver', amount: 250_000, award: 10_000, onConfirm: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof MigrationPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const JumpToMain: Story = { args: { tip: 'jumpToMain' } };
export const PlayInMain: Story = { args: { tip: 'playInMain' } };

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Move to the main app' })).toHaveTextContent(
      'Move your account and balance of ₱2,500.00 to the main app. Migration bonus: ₱100.00',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Move to the main app' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
