import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabBar, type TabBarItems } from './TabBar';
import type { LinkComponentProps } from '../../link';
import { RedDot } from '../RedDot/RedDot';

const ITEMS: TabBarItems = [
  { id: 'home', label: 'Home', icon: <svg />, href: '/' },
  { id: 'invite', label: 'Invite', icon: <svg />, href: '/invite', badge: <RedDot label="New reward" /> },
  { id: 'deposit', label: 'Deposit', icon: <svg />, href: '/cashin' },
  { id: 'wallet', label: 'Wallet', icon: <svg />, href: '/wallet' },
  { id: 'account', label: 'Account', icon: <svg />, href: '/account' },
];

describe('TabBar', () => {
  it('is a named navigation of five labelled links, the current one marked', () => {
    render(<TabBar label="Main" items={ITEMS} activeId="wallet" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'InviteNew reward', 'Deposit', 'Wallet', 'Account']);
    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('navigates through the injected link component, never by itself', async () => {
    const navigate = vi.fn();
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a
          {...rest}
          href={`#${href}`}
          onClick={(event) => {
            event.preventDefault();
            navigate(href);
          }}
        >
          {children}
        </a>
      );
    }
    const user = userEvent.setup();
    render(<TabBar label="Main" items={ITEMS} activeId="home" linkComponent={RouterLink} />);
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(navigate).toHaveBeenCalledWith('/cashin');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('#/cashin');
  });
});
