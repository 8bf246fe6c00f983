import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { RedBagPopup } from './RedBagPopup';

const meta = {
  title: 'Popups/Black-gold/RedBagPopup',
  component: RedBagPopup,
  parameters: { docs: { description: { component: 'Opens once per GMT+8 day after start-up on black-gold brands when the guaranteed popover returns an activity (the daily guaranteed bonus, spec §1); opening it receives the bonus when it is due.' } } },
  args: { state: 'closed', onOpen: fn(), onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof RedBagPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Opened: Story = { args: { state: 'opened', amount: 8_800 } };

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};
