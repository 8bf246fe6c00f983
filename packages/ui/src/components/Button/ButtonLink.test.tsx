import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UiLinkProvider, type LinkComponentProps } from '../../link';
import { ButtonLink } from './ButtonLink';
import { Button } from './Button';

function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`#${href}`} data-router="yes" {...rest}>
      {children}
    </a>
  );
}

describe('ButtonLink', () => {
  it('is a link drawn by the injected link component, looking like the Button of the same variant', () => {
    render(
      <UiLinkProvider linkComponent={RouterLink}>
        <ButtonLink href="/lotto" variant="primary" data-testid="play">
          Play
        </ButtonLink>
        <Button variant="primary">Same</Button>
      </UiLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Play' });
    expect(link.getAttribute('href')).toBe('#/lotto');
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.getAttribute('data-testid')).toBe('play');
    expect(link.className).toBe(screen.getByRole('button', { name: 'Same' }).className);
  });

  it('goes to another site with a plain anchor (new tab on request) and reports the press', () => {
    const onClick = vi.fn();
    render(
      <UiLinkProvider linkComponent={RouterLink}>
        <ButtonLink href="https://t.me/perya" external={{ newTab: true }} onClick={onClick}>
          Telegram
        </ButtonLink>
      </UiLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Telegram' });
    expect(link.getAttribute('href')).toBe('https://t.me/perya');
    expect(link.getAttribute('data-router')).toBeNull();
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
