import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

function Controlled({ onChange }: { onChange?: (v: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      checked={on}
      onChange={(v) => {
        setOn(v);
        onChange?.(v);
      }}
    >
      Real account
    </Switch>
  );
}

describe('Switch', () => {
  it('is a switch named by its label and toggles on click', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const sw = screen.getByRole('switch', { name: 'Real account' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    await user.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
  });

  it('toggles with Space and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch checked={false} onChange={onChange} disabled aria-label="Sound" />);
    await user.click(screen.getByRole('switch', { name: 'Sound' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
