import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { LottoVideoPopup } from './LottoVideoPopup';

const meta = {
  title: 'Popups/Black-gold/LottoVideoPopup',
  component: LottoVideoPopup,
  args: { src: 'data:video/mp4;base64,', onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof LottoVideoPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
