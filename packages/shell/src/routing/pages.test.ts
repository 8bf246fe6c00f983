import { describe, expect, it } from 'vitest';
import { hasPage, PAGE_LOADERS, pathOf, PAGE_SLOTS, PAGES, loadPageNow } from './pages';
import { ROUTES } from './routes';

describe('pages of the route table (spec §2)', () => {
  it('attaches pages only to routes of the table, so the table stays the one list of routes', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of Object.keys(PAGE_LOADERS)) expect(paths).toContain(path);
  });

  it('has the pages this issue delivers: home, login surfaces, account, profile and the info pages', () => {
    for (const p of ['/', '/login', '/brandlogin', '/account', '/profile', '/aboutus', '/privacy', '/terms', '/telegram', '/faq', '/welcome', '/emergencyAlert']) {
      expect(hasPage(p)).toBe(true);
    }
  });

  it('reads the route of a link without its query or hash', () => {
    expect(pathOf('/games/og?id=10002')).toBe('/games/og');
    expect(pathOf('/profile#language')).toBe('/profile');
    expect(pathOf('/account/')).toBe('/account');
    expect(pathOf('/')).toBe('/');
  });

  it('tells a link to a page of this build from one whose feature has not landed', () => {
    const loaders = { '/': PAGE_LOADERS['/']!, '/games/og': PAGE_LOADERS['/']! };
    expect(hasPage('/games/og?id=10003&demo=1', loaders)).toBe(true);
    expect(hasPage('/wallet', loaders)).toBe(false);
    expect(hasPage('/constructor', loaders)).toBe(false);
  });
});

describe('pages loaded before the first render', () => {
  it('puts the loaded page itself in its slot, so the first render draws it without Suspense', async () => {
    const Welcome = () => null;
    expect(PAGE_SLOTS['/welcome']).toBe(PAGES['/welcome']);
    await loadPageNow('/welcome', { '/welcome': async () => ({ default: Welcome }) });
    expect(PAGE_SLOTS['/welcome']).toBe(Welcome);
    await loadPageNow('/nowhere', {});
    expect(PAGE_SLOTS['/nowhere']).toBeUndefined();
  });
});
