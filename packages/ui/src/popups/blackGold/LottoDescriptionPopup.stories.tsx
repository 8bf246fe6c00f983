import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { LottoDescriptionPopup } from './LottoDescriptionPopup';

const meta = {
  title: 'Popups/Black-gold/LottoDescriptionPopup',
  component: LottoDescriptionPopup,
  args: { paragraphs: ['Pick your numbers before the draw closes.', 'Winnings are paid to your main wallet when the results are out.'], onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof LottoDescriptionPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DrawTimes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const time of ['13:45', '16:45', '20:45']) await expect(canvas.getByText(time)).toBeVisible();
  },
};
