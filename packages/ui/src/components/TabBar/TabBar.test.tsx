import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabBar, type TabBarItem } from './TabBar';
import type { LinkComponentProps } from '../../link';
import { RedDot } from '../RedDot/RedDot';

const ITEMS: readonly TabBarItem[] = [
  { id: 'home', label: 'Home', icon: <svg />, href: '/' },
  { id: 'invite', label: 'Invite', icon: <svg />, href: '/invite', badge: <RedDot label="New reward" /> },
  { id: 'deposit', label: 'Deposit', icon: <svg />, href: '/cashin', raised: true },
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

  it('an action entry is a button that acts instead of navigating; fewer entries share the width', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <TabBar
        label="Main"
        activeId="home"
        items={[
          { id: 'home', label: 'Home', icon: <svg />, href: '/' },
          { id: 'deposit', label: 'Deposit', icon: <svg />, onSelect, raised: true },
          { id: 'account', label: 'Account', icon: <svg />, href: '/account' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
