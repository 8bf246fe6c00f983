import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from './Input';

describe('Input', () => {
  it('is found by its label and passes typing through', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Input label="Username" onChange={onChange} />);
    await user.type(screen.getByLabelText('Username'), 'juan');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('juan');
  });

  it('describes itself by its hint', () => {
    render(<Input label="Email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('We never share it');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks itself invalid and is described by the error, which replaces the hint', () => {
    render(<Input label="Email" hint="We never share it" error="Please enter a valid email." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email.').id).toBe(input.getAttribute('aria-describedby'));
    expect(screen.queryByText('We never share it')).toBeNull();
  });
});
