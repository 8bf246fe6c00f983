import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with the heading level asked for', () => {
    render(
      <Card title="Wallet" titleLevel={3} action={<a href="#/wallet">More</a>}>
        <p>Balance</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Wallet' });
    expect(region.textContent).toContain('Balance');
    expect(screen.getByRole('heading', { level: 3, name: 'Wallet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More' })).toBeTruthy();
  });

  it('is a plain box without a title', () => {
    render(<Card>content</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('content')).toBeTruthy();
  });
});
