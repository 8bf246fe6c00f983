import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Listbox, Picker, nextEnabled } from './Picker';
import type { PickerOption } from './Picker';

const banks: PickerOption[] = [
  { value: 'gcash', label: 'GCash' },
  { value: 'maya', label: 'Maya', disabled: true },
  { value: 'bdo', label: 'BDO' },
  { value: 'bpi', label: 'BPI' },
];

function ControlledPicker({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Picker
      label="Bank"
      options={banks}
      value={value}
      placeholder="Choose a bank"
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('nextEnabled', () => {
  it('skips disabled options and wraps', () => {
    expect(nextEnabled(banks, 0, 1)).toBe(2);
    expect(nextEnabled(banks, 3, 1)).toBe(0);
    expect(nextEnabled(banks, 0, -1)).toBe(3);
    expect(nextEnabled([{ value: 'x', label: 'x', disabled: true }], 0, 1)).toBe(-1);
  });
});

describe('Picker', () => {
  it('opens from the keyboard, moves past disabled options, picks with Enter and gives focus back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPicker onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Bank/ });
    expect(button.textContent).toContain('Choose a bank');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Bank' });
    expect(document.activeElement).toBe(list);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('bdo');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('BDO');
  });

  it('closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPicker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Bank/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses by tap and ignores disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledPicker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Bank/ }));
    await user.click(screen.getByRole('option', { name: 'Maya' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: 'BPI' }));
    expect(onChange).toHaveBeenCalledWith('bpi');
  });
});

describe('Listbox', () => {
  it('marks the selected option and jumps by typed letters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Listbox label="Bank" options={banks} value="gcash" onChange={onChange} />);
    expect(screen.getByRole('option', { name: 'GCash' }).getAttribute('aria-selected')).toBe('true');
    screen.getByRole('listbox').focus();
    await user.keyboard('bp');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('bpi');
    await user.keyboard('{Home}{Enter}{End}{Enter}');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['bpi', 'gcash', 'bpi']);
  });

  it('leaves Escape alone when it has no onEscape (a popup around it closes instead)', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn((e: KeyboardEvent) => e.defaultPrevented);
    document.addEventListener('keydown', onKeyDown);
    render(<Listbox label="Bank" options={banks} value={null} onChange={() => {}} />);
    screen.getByRole('listbox').focus();
    await user.keyboard('{Escape}');
    expect(onKeyDown).toHaveReturnedWith(false);
    document.removeEventListener('keydown', onKeyDown);
  });
});

describe('Picker in a form', () => {
  it('shows its error, marks the button invalid (drawn red) and describes it with the error; the hint otherwise', () => {
    const { rerender } = render(<Picker label="Bank" options={banks} value={null} onChange={() => undefined} hint="InstaPay and PESONet banks" />);
    const button = screen.getByRole('button', { name: /Bank/ });
    expect(button.getAttribute('data-invalid')).toBeNull();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('InstaPay and PESONet banks');
    rerender(<Picker label="Bank" options={banks} value={null} onChange={() => undefined} hint="InstaPay and PESONet banks" error="Please choose a bank." />);
    expect(button.getAttribute('data-invalid')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please choose a bank.');
    expect(screen.queryByText('InstaPay and PESONet banks')).toBeNull();
  });

  it('hands its button to a ref, so a form can focus the wrong field', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Picker label="Bank" options={banks} value={null} onChange={() => undefined} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('button', { name: /Bank/ }));
  });
});
