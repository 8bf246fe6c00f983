import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleChip, TOGGLE_CHIP_SHAPES, TOGGLE_CHIP_SIZES } from './ToggleChip';
import { allThemes } from '../../storybook/allThemes';

const meta = {
  title: 'Components/ToggleChip',
  component: ToggleChip,
  args: { children: 'Single', pressed: false, onClick: fn() },
  argTypes: {
    shape: { control: 'inline-radio', options: TOGGLE_CHIP_SHAPES },
    size: { control: 'inline-radio', options: TOGGLE_CHIP_SIZES },
  },
} satisfies Meta<typeof ToggleChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Single', pressed: false });
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Stake chips: round casino chips, one chosen. */
function StakeRow() {
  const [stake, setStake] = useState(10);
  return (
    <div role="group" aria-label="Stake" style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '0.25rem', maxWidth: '20rem' }}>
      {[1, 5, 10, 50, 100].map((s) => (
        <ToggleChip key={s} shape="coin" pressed={s === stake} onClick={() => setStake(s)}>
          ₱{s}
        </ToggleChip>
      ))}
    </div>
  );
}

export const Coins: Story = {
  render: () => <StakeRow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '₱50' }));
    await expect(canvas.getByRole('button', { name: '₱50' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '₱10' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A lottery pick board: balls that fill their grid cell, several pressed. */
function PickBoard() {
  const [pick, setPick] = useState<number[]>([5, 12]);
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: '0.5rem', padding: 0, listStyle: 'none', maxWidth: '22rem' }}>
      {Array.from({ length: 21 }, (_, i) => i + 1).map((n) => (
        <li key={n}>
          <ToggleChip shape="ball" pressed={pick.includes(n)} onClick={() => setPick(pick.includes(n) ? pick.filter((x) => x !== n) : [...pick, n])}>
            {n}
          </ToggleChip>
        </li>
      ))}
    </ul>
  );
}

export const Balls: Story = {
  render: () => <PickBoard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '7' }));
    await expect(canvas.getByRole('button', { name: '7' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '5' }));
    await expect(canvas.getByRole('button', { name: '5' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const AllThemes: Story = {
  ...allThemes,
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      {TOGGLE_CHIP_SIZES.map((size) => (
        <ToggleChip key={size} {...args} size={size} pressed>
          {`Under (${size})`}
        </ToggleChip>
      ))}
      <ToggleChip {...args}>Over</ToggleChip>
      <ToggleChip {...args} shape="coin" pressed>
        ₱10
      </ToggleChip>
      <ToggleChip {...args} shape="coin">
        ₱50
      </ToggleChip>
      <ToggleChip {...args} shape="ball" pressed>
        17
      </ToggleChip>
      <ToggleChip {...args} shape="ball">
        42
      </ToggleChip>
    </div>
  ),
};
