import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { AppUpdatePopup } from './AppUpdatePopup';

const meta = {
  title: 'Popups/Base/AppUpdatePopup',
  component: AppUpdatePopup,
  args: { version: '4.4.0', notes: 'Faster games and a new lotto.', onUpdate: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof AppUpdatePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An emergency update: no close button, no "Later", Escape does nothing. */
export const Forced: Story = {
  args: { force: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Later' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Update now' }));
    await expect(args.onUpdate).toHaveBeenCalled();
  },
};
