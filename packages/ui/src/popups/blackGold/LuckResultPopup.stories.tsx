import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { LuckResultPopup } from './LuckResultPopup';

const meta = {
  title: 'Popups/Black-gold/LuckResultPopup',
  component: LuckResultPopup,
  args: { prize: '₱88.00', onAgain: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof LuckResultPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toHaveTextContent('₱88.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spin again' }));
    await expect(args.onAgain).toHaveBeenCalledOnce();
  },
};

export const NoPrize: Story = {
  args: { prize: '' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Better luck next time' });
    await expect(dialog).toHaveTextContent('No prize this time.');
  },
};
