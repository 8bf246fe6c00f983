import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { BindPopup } from './BindPopup';

const meta = {
  title: 'Popups/Black-gold/BindPopup',
  component: BindPopup,
  parameters: {
    docs: {
      description: {
        component:
          'Black-gold brands. Opens from the profile page\'s "Bind phone" / "Bind email" rows while that field is not bound yet (once bound it cannot change, spec §4, so the row shows the value and no popup), and from the cash-out page when cash out needs a verified phone and none is bound. The phone is proven with an SMS code (purpose bindPhone), the email with a code mailed to it (issue 26 item 5); both with the 120 s resend lock.',
      },
    },
  },
  args: { kind: 'phone', dialCode: '+63', onSendCode: fn(), onSubmit: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof BindPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An email is proven like a phone: the code mailed to it, then the bind button (issue 26 item 5). */
export const Email: Story = {
  args: { kind: 'email' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'juan@example.ph');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('juan@example.ph');
    await userEvent.click(canvas.getByRole('group', { name: 'Email code' }).querySelector('input')!);
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Bind email' }).at(-1)!);
    await expect(args.onSubmit).toHaveBeenCalledWith({ value: 'juan@example.ph', code: '123456' });
  },
};
export const ResendCooldown: Story = { args: { resendSeconds: 87 } };

export const SendCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '9171234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('9171234567');
  },
};
