import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RedDot } from './RedDot';

describe('RedDot', () => {
  it('gives its meaning to screen readers and hides the shape', () => {
    render(
      <button type="button">
        Messages <RedDot label="New messages" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Messages New messages' })).toBeTruthy();
    expect(screen.getByTestId('red-dot').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a count, capped with a plus', () => {
    const { rerender } = render(<RedDot label="Unread" count={7} />);
    expect(screen.getByTestId('red-dot').textContent).toBe('7');
    rerender(<RedDot label="Unread" count={150} />);
    expect(screen.getByTestId('red-dot').textContent).toBe('99+');
  });

  it('shows nothing for a zero count or when hidden, but keeps the child', () => {
    const { rerender } = render(
      <RedDot label="Unread" count={0}>
        <span>Inbox</span>
      </RedDot>,
    );
    expect(screen.queryByTestId('red-dot')).toBeNull();
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.getByText('Inbox')).toBeTruthy();
    rerender(
      <RedDot label="Unread" show={false}>
        <span>Inbox</span>
      </RedDot>,
    );
    expect(screen.queryByTestId('red-dot')).toBeNull();
  });
});
