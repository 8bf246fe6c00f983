import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { SpinNoTicketPopup } from './SpinNoTicketPopup';

const meta = {
  title: 'Popups/Base/SpinNoTicketPopup',
  component: SpinNoTicketPopup,
  args: { points: 120, onGetPoints: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof SpinNoTicketPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const GetPoints: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog')).toHaveTextContent('You need 200 points for one spin.');
    await expect(canvas.getByRole('dialog')).toHaveTextContent('Points balance: 120');
    await userEvent.click(canvas.getByRole('button', { name: 'Earn points' }));
    await expect(args.onGetPoints).toHaveBeenCalled();
  },
};
