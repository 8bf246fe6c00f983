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
          'Black-gold brands. Opens from the profile page\'s "Bind phone" / "Bind email" rows while that field is not bound yet (once bound it cannot change, spec §4, so the row shows the value and no popup), and from the cash-out page when cash out needs a verified phone and none is bound. The phone is proven with an SMS code (purpose bindPhone, 120 s resend lock); an email is bound as typed.',
      },
    },
  },
  args: { kind: 'phone', dialCode: '+63', onSendCode: fn(), onSubmit: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof BindPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An email needs no code: only the address and the bind button. */
export const Email: Story = {
  args: { kind: 'email' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Send code' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Email'), 'juan@example.ph');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Bind email' }).at(-1)!);
    await expect(args.onSubmit).toHaveBeenCalledWith({ value: 'juan@example.ph', code: '' });
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
