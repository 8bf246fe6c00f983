import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ActionBar } from './ActionBar';
import * as css from './ActionBar.css';

describe('ActionBar', () => {
  it('holds the action on the page, or in a card in the card’s colour', () => {
    const { rerender } = render(
      <ActionBar>
        <button type="button">Cash in</button>
      </ActionBar>,
    );
    expect(screen.getByRole('button', { name: 'Cash in' }).parentElement?.className).toBe(
      css.bar.page,
    );
    rerender(
      <ActionBar on="card">
        <button type="button">Up</button>
      </ActionBar>,
    );
    expect(screen.getByRole('button', { name: 'Up' }).parentElement?.className).toBe(css.bar.card);
  });
});
