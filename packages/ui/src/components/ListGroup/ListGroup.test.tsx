import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ListGroup } from './ListGroup';
import { ListRow } from '../ListRow/ListRow';

describe('ListGroup', () => {
  it('is a list of its rows, leaving out the ones not shown', () => {
    const show = false;
    render(
      <ListGroup>
        <ListRow label="Profile" href="#/profile" />
        {show ? <ListRow label="Trade" href="#/trade" /> : null}
        <ListRow label="Help" href="#/faq" />
      </ListGroup>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Profile', 'Help']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is a navigation landmark when named, and a linked row reports its press and still links', () => {
    const seen = vi.fn();
    render(
      <ListGroup navLabel="Help" data-testid="help">
        <ListRow label="FAQ" href="#/faq" onClick={seen} data-testid="faq" />
      </ListGroup>,
    );
    const nav = screen.getByRole('navigation', { name: 'Help' });
    expect(nav.dataset['testid']).toBe('help');
    const link = within(nav).getByRole('link', { name: 'FAQ' });
    expect(link.getAttribute('href')).toBe('#/faq');
    expect(link.dataset['testid']).toBe('faq');
    fireEvent.click(link);
    expect(seen).toHaveBeenCalledOnce();
  });
});
