import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, description and action', () => {
    const onAction = vi.fn();
    render(<EmptyState title="No favourites yet" description="Tap the heart on a game." actionLabel="Browse games" onAction={onAction} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No favourites yet' })).toBeTruthy();
    expect(screen.getByText('Tap the heart on a game.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('has no button without an action', () => {
    render(<EmptyState title="No records" headingLevel={3} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
  });
});
