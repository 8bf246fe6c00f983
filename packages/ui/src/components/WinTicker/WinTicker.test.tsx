import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { WinTicker } from './WinTicker';

const WINS = [
  { id: 'a', name: 'Jua***', amount: '₱250.00', game: 'Mahjong Ways' },
  { id: 'b', name: 'Pla***', amount: '₱1,200.00', game: 'Dice' },
];

describe('WinTicker', () => {
  it('is a named region whose wins a screen reader reads once', () => {
    render(<WinTicker title="Big wins" wins={WINS} />);
    const region = screen.getByRole('region', { name: 'Big wins' });
    // The second copy that loops the marquee is hidden from assistive technology.
    const lists = within(region).getAllByRole('list');
    expect(lists).toHaveLength(1);
    expect(within(lists[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Jua***₱250.00Mahjong Ways', 'Pla***₱1,200.00Dice']);
    expect(region.getAttribute('aria-live')).toBeNull();
  });

  it('can be reached by the keyboard, which stops it', () => {
    render(<WinTicker title="Big wins" wins={WINS} />);
    const viewport = screen.getByRole('region', { name: 'Big wins' }).querySelector('[tabindex="0"]');
    expect(viewport).not.toBeNull();
  });

  it('keeps its frame with no wins, saying what will come there instead of a marquee', () => {
    const { rerender } = render(<WinTicker title="Big wins" wins={[]} idle="Your big win could be next" />);
    const region = screen.getByRole('region', { name: 'Big wins' });
    expect(region.getAttribute('data-state')).toBe('idle');
    expect(within(region).getByText('Your big win could be next')).toBeTruthy();
    expect(within(region).queryByRole('list')).toBeNull();
    rerender(<WinTicker title="Big wins" wins={WINS} idle="Your big win could be next" />);
    expect(region.getAttribute('data-state')).toBe('live');
    expect(within(region).queryByText('Your big win could be next')).toBeNull();
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says its idle line while the wins are asked for, marked busy, so the line does not blink out before the answer', () => {
    const { rerender } = render(<WinTicker title="Big wins" wins={[]} idle="Your big win could be next" pending />);
    const line = screen.getByText('Your big win could be next').closest('p');
    expect(line?.getAttribute('aria-busy')).toBe('true');
    rerender(<WinTicker title="Big wins" wins={[]} idle="Your big win could be next" />);
    expect(screen.getByText('Your big win could be next').closest('p')?.getAttribute('aria-busy')).toBeNull();
  });
});
