import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('measures nothing when the first chip is the pressed one (no layout inside the commit), and brings a later one into view', () => {
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const chips = (pressed: string) =>
      TYPES.map((t) => (
        <ToggleChip key={t} pressed={pressed === t} onClick={() => undefined}>
          {t}
        </ToggleChip>
      ));
    const first = render(<ChipGroup label="Game type">{chips('All')}</ChipGroup>);
    expect(measure).not.toHaveBeenCalled();
    first.unmount();
    // A row 100 px wide whose pressed chip lies at 300-360 px: scrolled so that it shows.
    measure.mockImplementation(function (this: Element) {
      const box = this.tagName === 'UL' ? { left: 0, right: 100 } : { left: 300, right: 360 };
      return { ...box, top: 0, bottom: 30, width: box.right - box.left, height: 30, x: box.left, y: 0, toJSON: () => box } as DOMRect;
    });
    render(<ChipGroup label="Game type">{chips('Fishing')}</ChipGroup>);
    expect(screen.getByRole('list', { name: 'Game type' }).scrollLeft).toBe(270);
  });
});
