import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { LogoutPopup } from './LogoutPopup';

const meta = {
  title: 'Popups/Black-gold/LogoutPopup',
  component: LogoutPopup,
  args: { onConfirm: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof LogoutPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FocusStartsOnCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Log out' }).at(-1)!);
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
