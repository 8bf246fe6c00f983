import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { BindPopup } from './BindPopup';

const meta = {
  title: 'Popups/Black-gold/BindPopup',
  component: BindPopup,
  args: { kind: 'phone', onSendCode: fn(), onSubmit: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof BindPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Email: Story = { args: { kind: 'email' } };
export const ResendCooldown: Story = { args: { resendSeconds: 87 } };

export const SendCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('9171234567');
  },
};
