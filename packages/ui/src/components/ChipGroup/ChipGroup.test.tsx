import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipGroup } from './ChipGroup';
import { ToggleChip } from '../ToggleChip/ToggleChip';

const TYPES = ['All', 'Slots', 'Live', 'Fishing'] as const;

function Filter() {
  const [value, setValue] = useState<string>('All');
  return (
    <>
      <ChipGroup label="Game type">
        {TYPES.map((t) => (
          <ToggleChip key={t} pressed={value === t} onClick={() => setValue(t)}>
            {t}
          </ToggleChip>
        ))}
        {null}
      </ChipGroup>
      <p>{`showing ${value}`}</p>
    </>
  );
}

describe('ChipGroup', () => {
  it('is a named list of toggle buttons, one pressed', async () => {
    render(<Filter />);
    const group = screen.getByRole('list', { name: 'Game type' });
    expect(group.querySelectorAll('li')).toHaveLength(TYPES.length);
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fishing' }));
    expect(screen.getByRole('button', { name: 'Fishing', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All', pressed: false })).toBeTruthy();
    expect(screen.getByText('showing Fishing')).toBeTruthy();
  });
});
