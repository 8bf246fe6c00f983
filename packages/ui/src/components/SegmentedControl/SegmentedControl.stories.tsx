import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SegmentedControl } from './SegmentedControl';
import { allThemes } from '../../storybook/allThemes';

function Demo() {
  const [bet, setBet] = useState('straight');
  const [stake, setStake] = useState(1000);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '22rem' }}>
      <SegmentedControl label="Bet type" value={bet} onChange={setBet} options={[{ value: 'straight', label: 'Straight' }, { value: 'rambolito', label: 'Rambolito' }]} />
      <SegmentedControl label="Stake" wrap value={stake} onChange={setStake} options={[1000, 2000, 5000, 10000, 50000].map((v) => ({ value: v, label: `₱${v / 100}` }))} />
    </div>
  );
}

const meta = { title: 'Components/SegmentedControl', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllThemes: Story = { ...allThemes };
