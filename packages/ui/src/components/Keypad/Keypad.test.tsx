import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Keypad } from './Keypad';

const labels = { clearLabel: 'Clear', deleteLabel: 'Delete', label: 'Digits' };

describe('Keypad', () => {
  it('sends each digit, clear and delete', async () => {
    const onDigit = vi.fn();
    const onClear = vi.fn();
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(<Keypad {...labels} onDigit={onDigit} onClear={onClear} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: '4' }));
    await user.click(screen.getByRole('button', { name: '0' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onDigit.mock.calls).toEqual([[4], [0]]);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('stops digits when full and delete/clear when empty', () => {
    const { rerender } = render(<Keypad {...labels} onDigit={vi.fn()} onClear={vi.fn()} onDelete={vi.fn()} full />);
    expect(screen.getByRole('button', { name: '7' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
    rerender(<Keypad {...labels} onDigit={vi.fn()} onClear={vi.fn()} onDelete={vi.fn()} empty />);
    expect(screen.getByRole('button', { name: '7' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveProperty('disabled', true);
  });
});
