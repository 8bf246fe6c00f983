import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { SignInPopup } from './SignInPopup';

const meta = {
  title: 'Popups/Base/SignInPopup',
  component: SignInPopup,
  args: {
    days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      reward: `${day * 5} pts`,
      isCanSign: day === 3,
      signState: day < 3 ? ('SIGNED' as const) : ('UNSIGNED' as const),
    })),
    onSignIn: fn(),
    onClose: fn(),
  },
  decorators: [popupFrame],
} satisfies Meta<typeof SignInPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignToday: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

export const AlreadySigned: Story = {
  args: {
    days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, reward: `${day * 5} pts`, isCanSign: false, signState: day <= 3 ? ('SIGNED' as const) : ('UNSIGNED' as const) })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Signed in' })).toBeDisabled();
  },
};

/** The shell's claim: onSignIn resolves to what the day gave; the popup shows it and closes on OK. */
export const ClaimShowsReward: Story = {
  args: {
    onSignIn: fn(async () => ({ day: 3, reward: '15 points' })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Day 3 reward: 15 points')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-state="today"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Opened on a claim the VIP page's strip already made. */
export const AlreadyClaimed: Story = {
  args: { claimed: { day: 3, reward: '₱5.00' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Day 3 reward: ₱5.00');
  },
};
