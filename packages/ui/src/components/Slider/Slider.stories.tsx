import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { Slider } from './Slider';
import { allThemes } from '../../storybook/allThemes';

function Chance({ disabled = false }: { readonly disabled?: boolean }) {
  const [value, setValue] = useState(4950);
  return <Slider label="Win chance" min={200} max={9800} step={50} value={value} onChange={setValue} valueText={`${(value / 100).toFixed(2)}%`} disabled={disabled} />;
}

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: { label: 'Win chance', min: 0, max: 100, value: 50, valueText: '50%', onChange: () => undefined },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Chance />,
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Win chance' });
    await fireEvent.change(slider, { target: { value: '9000' } });
    await expect(slider).toHaveAttribute('aria-valuetext', '90.00%');
    await expect(slider.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const AllThemes: Story = {
  ...allThemes,
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '20rem' }}>
      <Chance />
      <Chance disabled />
    </div>
  ),
};
