import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberBallToggle, NumberBalls } from './NumberBall';
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

function Board() {
  const [pick, setPick] = useState<number[]>([5, 12]);
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: '0.5rem', padding: 0, listStyle: 'none', maxWidth: '22rem' }}>
      {Array.from({ length: 21 }, (_, i) => i + 1).map((n) => (
        <li key={n}>
          <NumberBallToggle number={n} pressed={pick.includes(n)} onToggle={() => setPick(pick.includes(n) ? pick.filter((x) => x !== n) : [...pick, n])} />
        </li>
      ))}
    </ul>
  );
}

export const PickBoard: Story = { render: () => <Board /> };
export const AllThemes: Story = { ...allThemes, render: () => <Board /> };
