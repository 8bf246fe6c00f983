import type { Meta, StoryObj } from '@storybook/react-vite';
import { popupFrame } from '../storyFrame';
import { ToastPopup } from './ToastPopup';

const meta = {
  title: 'Popups/Base/ToastPopup',
  component: ToastPopup,
  args: { message: 'Saved.', tone: 'success' },
  decorators: [popupFrame],
} satisfies Meta<typeof ToastPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Error: Story = { args: { message: 'Network anomaly, please try again later.', tone: 'error' } };
