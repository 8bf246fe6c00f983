import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { LogoutPopup } from './LogoutPopup';

const meta = {
  title: 'Popups/Black-gold/LogoutPopup',
  component: LogoutPopup,
  parameters: {
    docs: {
      description: {
        component:
          'Black-gold brands. Opens from "Sign out" on the account and profile pages (this device), and from "Log out on every device" on the account page with that title and warning; confirming signs out (spec §4 logout clears token and user fields).',
      },
    },
  },
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
