import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BetSpot } from './BetSpot';

describe('BetSpot', () => {
  it('is named by its side and what it pays, and bets on a tap', async () => {
    const onClick = vi.fn();
    render(<BetSpot tone="draw" label="Draw" detail="8:1" onClick={onClick} data-side="draw" />);
    const spot = screen.getByRole('button', { name: 'Draw 8:1' });
    await userEvent.setup().click(spot);
    expect(onClick).toHaveBeenCalledOnce();
    expect(spot.getAttribute('data-side')).toBe('draw');
  });

  it('takes no bet while betting is closed', async () => {
    const onClick = vi.fn();
    render(<BetSpot tone="meron" label="Meron" disabled onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Meron' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
