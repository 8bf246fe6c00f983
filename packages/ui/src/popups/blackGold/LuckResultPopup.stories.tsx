import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Default: Story = {};

export const NoPrize: Story = { args: { prize: '' } };
