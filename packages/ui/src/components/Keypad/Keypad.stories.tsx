import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Keypad } from './Keypad';
import { NumberBalls } from '../NumberBall/NumberBall';
import { allThemes } from '../../storybook/allThemes';

function Entry() {
  const [pick, setPick] = useState<number[]>([]);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '22rem' }}>
      <NumberBalls numbers={pick} slots={3} drawn={null} label="Your pick" />
      <Keypad
        label="Digits"
        clearLabel="Clear"
        deleteLabel="Delete"
        full={pick.length === 3}
        empty={pick.length === 0}
        onDigit={(d) => setPick([...pick, d])}
        onClear={() => setPick([])}
        onDelete={() => setPick(pick.slice(0, -1))}
      />
    </div>
  );
}

const meta = { title: 'Components/Keypad', component: Entry } satisfies Meta<typeof Entry>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllThemes: Story = { ...allThemes };
