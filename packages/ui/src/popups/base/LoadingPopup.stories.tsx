import type { Meta, StoryObj } from '@storybook/react-vite';
import { popupFrame } from '../storyFrame';
import { LoadingPopup } from './LoadingPopup';

const meta = {
  title: 'Popups/Base/LoadingPopup',
  component: LoadingPopup,
  args: { label: 'Loading…' },
  decorators: [popupFrame],
} satisfies Meta<typeof LoadingPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
