import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { CashOutLimitPopup } from './CashOutLimitPopup';

const meta = {
  title: 'Popups/Base/CashOutLimitPopup',
  component: CashOutLimitPopup,
  args: { startTime: '07:00', endTime: '19:00', onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof CashOutLimitPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The invite brand's variant: the theme's dragon art (pick the invite theme in the toolbar). */
export const Dragon: Story = { args: { variant: 'dragon' } };

export const Message: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog', { name: 'Cash out unavailable' })).toHaveTextContent(
      'Withdrawals are available from 07:00 to 19:00.',
    );
  },
};
