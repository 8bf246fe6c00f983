import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chip, ChipGroup } from './Chip';

const TYPES = ['All', 'Slots', 'Live', 'Fishing'] as const;

function Filter() {
  const [value, setValue] = useState<string>('All');
  return (
    <>
      <ChipGroup label="Game type">
        {TYPES.map((t) => (
          <Chip key={t} label={t} selected={value === t} onClick={() => setValue(t)} />
        ))}
        {null}
      </ChipGroup>
      <p>{`showing ${value}`}</p>
    </>
  );
}

describe('Chip and ChipGroup', () => {
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

  it('shows a decorative icon before its label', () => {
    render(
      <ChipGroup label="Types">
        <Chip label="Slots" selected={false} onClick={() => {}} icon={<svg data-testid="icon" />} />
      </ChipGroup>,
    );
    expect(screen.getByRole('button', { name: 'Slots' })).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
