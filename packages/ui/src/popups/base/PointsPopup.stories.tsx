import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { popupFrame } from '../storyFrame';
import { PointsPopup } from './PointsPopup';

const meta = {
  title: 'Popups/Base/PointsPopup',
  component: PointsPopup,
  args: { points: 35, total: 235, onClose: fn() },
  decorators: [popupFrame],
} satisfies Meta<typeof PointsPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
