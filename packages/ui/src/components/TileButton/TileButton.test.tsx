import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TileButton } from './TileButton';

describe('TileButton', () => {
  it('acts on a tap and says when it is chosen', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <TileButton onClick={onClick} data-colour="red">
        Red
      </TileButton>,
    );
    const tile = screen.getByRole('button', { name: 'Red' });
    expect(tile.hasAttribute('aria-pressed')).toBe(false);
    await userEvent.setup().click(tile);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <TileButton onClick={onClick} pressed data-colour="red">
        Red
      </TileButton>,
    );
    expect(screen.getByRole('button', { name: 'Red', pressed: true }).getAttribute('data-colour')).toBe('red');
  });

  it('marks a winning tile and a used one stays shut', async () => {
    const onClick = vi.fn();
    render(
      <TileButton layout="square" highlight disabled aria-label="Coin" onClick={onClick}>
        <span aria-hidden="true">🪙</span>
      </TileButton>,
    );
    const tile = screen.getByRole('button', { name: 'Coin' });
    expect(tile.getAttribute('data-highlight')).toBe('true');
    await userEvent.setup().click(tile);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('as an option of a radio group it is a radio that says when it is checked', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <div role="radiogroup" aria-label="Payment method">
        <TileButton checked={false} onClick={onClick} data-method="gcash">
          GCash
        </TileButton>
      </div>,
    );
    const tile = screen.getByRole('radio', { name: 'GCash', checked: false });
    expect(tile.hasAttribute('aria-pressed')).toBe(false);
    await userEvent.setup().click(tile);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <div role="radiogroup" aria-label="Payment method">
        <TileButton checked onClick={onClick} data-method="gcash">
          GCash
        </TileButton>
      </div>,
    );
    expect(screen.getByRole('radio', { name: 'GCash', checked: true }).getAttribute('data-method')).toBe('gcash');
  });
});
