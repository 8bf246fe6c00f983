import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'processing', label: 'Processing' },
  { id: 'completed', label: 'Completed' },
  { id: 'expired', label: 'Expired' },
] as const;
type Id = (typeof ITEMS)[number]['id'];

function Controlled() {
  const [value, setValue] = useState<Id>('processing');
  return (
    <>
      <button type="button">before</button>
      <Tabs label="Bonus status" items={ITEMS} value={value} onChange={setValue}>
        <p>{`${value} bonuses`}</p>
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  it('has a named tab list, one selected tab and its labelled panel', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Bonus status' })).toBeTruthy();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Processing');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(selected.id);
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('processing bonuses');
  });

  it('is one tab stop: Tab lands on the selected tab only', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Processing');
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('tabpanel');
  });

  it('arrow keys move focus and selection, wrapping; Home and End jump', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    screen.getByRole('tab', { name: 'Processing' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Completed');
    expect(document.activeElement?.textContent).toBe('Completed');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Processing');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Expired');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Processing');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('expired bonuses');
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('completed bonuses');
  });
});
