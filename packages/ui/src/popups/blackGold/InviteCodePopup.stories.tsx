import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { InviteCodePopup } from './InviteCodePopup';

const meta = {
  title: 'Popups/Black-gold/InviteCodePopup',
  component: InviteCodePopup,
  parameters: { docs: { description: { component: "Opens from the register form's 'Enter an invite code' button on black-gold brands; the shell checks the code with the server and reopens it with the message when the code is unknown (spec §5)." } } },
  args: { onSubmit: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof InviteCodePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RejectsBadCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Invite code' }), 'ab!');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Invalid invite code.')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Invite code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Invite code' }), 'PERYA88');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('PERYA88');
  },
};
