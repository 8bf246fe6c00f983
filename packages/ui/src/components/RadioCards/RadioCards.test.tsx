import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioCards, type RadioCardOption } from './RadioCards';

const OPTIONS: RadioCardOption<string>[] = [
  { value: 'gcash', label: 'GCash', description: '•••• 4567' },
  { value: 'maya', label: 'Maya' },
  { value: 'bank', label: 'Bank transfer', description: 'InstaPay · PESONet' },
];

function Controlled({ onChange, initial = null, error }: { onChange?: (v: string) => void; initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <RadioCards
      label="Send to"
      options={OPTIONS}
      value={value}
      error={error}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('RadioCards', () => {
  it('is a named radio group whose cards read their name and description', () => {
    render(<Controlled initial="gcash" />);
    expect(screen.getByRole('radiogroup', { name: 'Send to' })).toBeTruthy();
    const gcash = screen.getByRole('radio', { name: 'GCash •••• 4567' });
    expect(gcash.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Maya' }).getAttribute('aria-checked')).toBe('false');
  });

  it('enters on the chosen card and moves the choice with the arrow keys, wrapping', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial="maya" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Maya' }).tabIndex).toBe(0);
    expect(screen.getByRole('radio', { name: /GCash/ }).tabIndex).toBe(-1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Maya' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('bank');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Bank transfer/ }));
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('gcash');
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('bank');
  });

  it('with nothing chosen the first card takes the tab stop; a tap chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByRole('radio', { name: /GCash/ }).tabIndex).toBe(0);
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    expect(onChange).toHaveBeenCalledWith('bank');
    expect(screen.getByRole('radio', { name: /Bank transfer/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('marks the group invalid and shows its error', () => {
    render(<Controlled error="Please choose where to send it." />);
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please choose where to send it.')).toBeTruthy();
  });
});
