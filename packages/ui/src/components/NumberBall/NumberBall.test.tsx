import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NumberBalls } from './NumberBall';

describe('NumberBalls', () => {
  it('names the row with its numbers and marks the hits against a draw', () => {
    render(<NumberBalls numbers={[4, 9, 12]} drawn={[9, 30]} label="Your pick" />);
    const row = screen.getByRole('list', { name: 'Your pick: 4 9 12' });
    const tones = Array.from(row.querySelectorAll('li')).map((li) => li.getAttribute('data-tone'));
    expect(tones).toEqual(['plain', 'hit', 'plain']);
  });

  it('shows the missing slots of a pick in progress as empty balls hidden from screen readers', () => {
    render(<NumberBalls numbers={[7]} slots={3} label="Pick" />);
    const items = screen.getByRole('list').querySelectorAll('li');
    expect(items).toHaveLength(3);
    expect(items[1]?.getAttribute('aria-hidden')).toBe('true');
  });
});
