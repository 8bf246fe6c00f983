import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField';

function Controlled({ onSubmit }: { onSubmit?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return <SearchField label="Search by game name" placeholder="Search games" clearLabel="Clear" value={value} onChange={setValue} {...(onSubmit ? { onSubmit } : {})} />;
}

describe('SearchField', () => {
  it('is a labelled search box that clears and submits', async () => {
    const onSubmit = vi.fn();
    render(<Controlled onSubmit={onSubmit} />);
    expect(screen.getByRole('search')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search by game name' });
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(box, 'ace{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ace');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});
