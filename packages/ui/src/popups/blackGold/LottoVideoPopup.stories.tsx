import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { LottoVideoPopup } from './LottoVideoPopup';

const meta = {
  title: 'Popups/Black-gold/LottoVideoPopup',
  component: LottoVideoPopup,
  args: { numbers: [4, 0, 4], caption: 'Swertres · 26 Nov 13:45', onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof LottoVideoPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Swertres: Story = {
  play: async ({ canvasElement }) => {
    const replay = await within(canvasElement.ownerDocument.body).findByTestId('lotto-replay');
    await expect(replay).toHaveAttribute('aria-label', '4 0 4');
  },
};

export const SixFortyTwo: Story = { args: { numbers: [5, 11, 23, 30, 38, 42], caption: 'Lotto 6/42 · 26 Nov 21:00' } };

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
