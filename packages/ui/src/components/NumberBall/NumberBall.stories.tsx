import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberBalls } from './NumberBall';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/NumberBall',
  component: NumberBalls,
  args: { numbers: [3, 11, 19, 24, 33, 41], label: 'Winning numbers' },
} satisfies Meta<typeof NumberBalls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Drawn: Story = {};
export const TicketAgainstDraw: Story = { args: { numbers: [3, 8, 19, 25, 33, 40], drawn: [3, 11, 19, 24, 33, 41], label: 'Your pick' } };
export const PickInProgress: Story = { args: { numbers: [4, 0], slots: 3, label: 'Your pick' } };

export const AllThemes: Story = { ...allThemes };
