import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChipGroup } from './ChipGroup';
import { ToggleChip } from '../ToggleChip/ToggleChip';
import { allThemes } from '../../storybook/allThemes';

const TYPES = ['All', 'Hot', 'New', 'Slots', 'Live', 'Fishing', 'Arcade', 'Table', 'Bingo', 'Poker', 'Lottery'];

function Filter({ initial = 'All' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChipGroup label="Game type">
      {TYPES.map((t) => (
        <ToggleChip key={t} pressed={value === t} onClick={() => setValue(t)}>
          {t}
        </ToggleChip>
      ))}
    </ChipGroup>
  );
}

const meta = {
  title: 'Components/ChipGroup',
  component: ChipGroup,
  args: { label: 'Game type', children: null },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of game-type filters wider than the phone: it scrolls sideways. */
export const GameTypeRow: Story = {
  render: () => <Filter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fishing' }));
    await expect(canvas.getByRole('button', { name: 'Fishing' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A filter restored from the URL past the row's edge is scrolled into view. */
export const RestoredSelection: Story = { render: () => <Filter initial="Lottery" /> };

export const AllThemes: Story = { ...allThemes, render: () => <Filter initial="Slots" /> };
