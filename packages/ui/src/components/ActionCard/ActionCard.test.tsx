import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionCard } from './ActionCard';

describe('ActionCard', () => {
  it('is a link with href, a button with onClick, and neither without them', async () => {
    const onClick = vi.fn();
    render(
      <>
        <ActionCard href="/promo/1">Weekend reload</ActionCard>
        <ActionCard onClick={onClick}>Deposit bonus</ActionCard>
        <ActionCard data-testid="static">Always on</ActionCard>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Weekend reload' }).getAttribute('href')).toBe('/promo/1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit bonus' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    const plain = screen.getByTestId('static');
    expect(plain.tagName).toBe('DIV');
    expect(screen.queryAllByRole('button')).toHaveLength(1);
  });
});
