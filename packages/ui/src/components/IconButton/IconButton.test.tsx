import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './IconButton';
import { CloseIcon } from '../../icons/icons';

describe('IconButton', () => {
  it('is named by its aria-label and works from the keyboard', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<IconButton aria-label="Close" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('refuses an empty label', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<IconButton aria-label=" " icon={<CloseIcon />} />)).toThrow(/aria-label/);
  });
});
