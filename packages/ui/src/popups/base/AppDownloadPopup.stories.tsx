import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { AppDownloadPopup } from './AppDownloadPopup';

const meta = {
  title: 'Popups/Base/AppDownloadPopup',
  component: AppDownloadPopup,
  args: { onDownload: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof AppDownloadPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Download: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};
