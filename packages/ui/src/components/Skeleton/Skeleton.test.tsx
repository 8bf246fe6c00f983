import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('announces loading once and hides the shapes', () => {
    render(<Skeleton shape="text" count={3} label="Loading records" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading records');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(3);
  });

  it('draws a grid of tiles for game plates', () => {
    const { container } = render(<Skeleton shape="grid" count={9} />);
    expect(container.querySelectorAll('[aria-hidden="true"] > div > span')).toHaveLength(9);
  });

  it('draws button-high chips and list rows (the cash-in popup while it loads)', () => {
    const { container } = render(
      <>
        <Skeleton shape="chips" />
        <Skeleton shape="row" count={4} />
      </>,
    );
    expect(container.querySelectorAll('[data-skeleton="chips"] [aria-hidden="true"] > div > span')).toHaveLength(6);
    expect(container.querySelectorAll('[data-skeleton="row"] [aria-hidden="true"] > span')).toHaveLength(4);
  });

  it('draws at least one bone for a bad count', () => {
    const { container } = render(<Skeleton shape="text" count={-2} />);
    expect(container.querySelectorAll('[aria-hidden="true"] span')).toHaveLength(1);
  });
});
