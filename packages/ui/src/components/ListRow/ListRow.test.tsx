import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListRow } from './ListRow';
import { UiLinkProvider, type LinkComponentProps } from '../../link';

describe('ListRow', () => {
  it('is a link through the injected link component when it has href', async () => {
    const navigate = vi.fn();
    function RouterLink({ href, children, className }: LinkComponentProps) {
      return (
        <a
          href={`#${href}`}
          className={className}
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
    render(
      <UiLinkProvider linkComponent={RouterLink}>
        <ListRow label="About us" href="/aboutus" />
      </UiLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link.getAttribute('href')).toBe('#/aboutus');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/aboutus');
  });

  it('is a button when it has onClick, usable from the keyboard', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<ListRow label="Sign out" onClick={onClick} />);
    screen.getByRole('button', { name: 'Sign out' }).focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is static text with its value otherwise, without a chevron', () => {
    const { container } = render(
      <ListRow label="Username" value="Juan" description="Shown to other players" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Juan')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });
});
