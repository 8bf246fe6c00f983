import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { InvitePopup } from './InvitePopup';

const meta = {
  title: 'Popups/Base/InvitePopup',
  component: InvitePopup,
  parameters: { docs: { description: { component: "Opens from the account page's 'Invite friends' entry on invite brands (spec §1 invite programme), with the player's link, code and a share button." } } },
  args: { link: 'https://perya.example/#/invite?code=PERYA88', code: 'PERYA88', onShare: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof InvitePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opened at the tap while the link is read: skeletons in place, share disabled with its label. */
export const Loading: Story = { args: { link: '', loading: true } };

export const QrAndCopy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy: Invite code' })).toBeVisible();
  },
};
