import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PopupStoryFrame, popupFrame } from '../storyFrame';
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

/**
 * The account page's "Log out on every device": its own title, warning and confirm label. A label
 * too long for half the row puts the buttons one per line.
 */
export const EveryDevice: Story = {
  // A phone's width: the long label does not fit beside Cancel.
  decorators: [(Story) => <div style={{ width: 375 }}><PopupStoryFrame>{Story()}</PopupStoryFrame></div>],
  args: {
    title: 'Log out on every device',
    message: 'This signs you out on every phone and browser, this one included. Continue?',
    confirmLabel: 'Log out on every device',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getAllByRole('button', { name: 'Log out on every device' }).at(-1)!;
    // The whole label fits in its button (on a phone the buttons go one per line for it).
    await expect(confirm.scrollWidth).toBeLessThanOrEqual(confirm.clientWidth);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
