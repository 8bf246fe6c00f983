import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedControl } from './SegmentedControl';

function Stakes() {
  const [stake, setStake] = useState(1000);
  return (
    <SegmentedControl
      label="Stake"
      value={stake}
      onChange={setStake}
      options={[1000, 2000, 5000].map((v) => ({ value: v, label: `₱${v / 100}` }))}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a radio group: one option checked, clicks choose', async () => {
    const user = userEvent.setup();
    render(<Stakes />);
    expect(screen.getByRole('radiogroup', { name: 'Stake' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '₱10' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('radio', { name: '₱50' }));
    expect(screen.getByRole('radio', { name: '₱50' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '₱10' }).getAttribute('aria-checked')).toBe('false');
  });

  it('moves and chooses with the arrow keys, wrapping, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Stakes />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '₱10' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '₱50' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '₱50' }));
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toHaveLength(1);
  });
});
