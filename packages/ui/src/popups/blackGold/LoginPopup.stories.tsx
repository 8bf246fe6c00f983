import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { LoginPopup } from './LoginPopup';

const meta = {
  title: 'Popups/Black-gold/LoginPopup',
  component: LoginPopup,
  args: { tab: 1, dialCode: '+63', onSubmit: fn(), onGoogle: fn(), onTabChange: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof LoginPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Register: Story = { args: { tab: 0 } };

export const ServerRefused: Story = { args: { error: 'Username or password incorrect.' } };

export const ValidatesBeforeSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Please enter your phone number.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Phone number'), '91712');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await expect(canvas.getByText('Please enter the correct phone number.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Phone number'));
    await userEvent.type(canvas.getByLabelText('Phone number'), '9171234567');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      tab: 1,
      phone: '9171234567',
      password: 'secret1',
      inviteCode: '',
    });
  },
};

export const SwitchTabsWithArrows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Log in' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onTabChange).toHaveBeenCalledWith(0);
  },
};
