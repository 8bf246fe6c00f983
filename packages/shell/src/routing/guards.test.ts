import { describe, expect, it } from 'vitest';
import { guard, loginHref, safeRedirect } from './guards';
import { findRoute } from './routes';

const route = (p: string) => {
  const r = findRoute(p);
  if (!r) throw new Error(p);
  return r;
};

describe('guard (spec §2, §6)', () => {
  it('sends a guest on a protected route to login with the way back', () => {
    expect(guard(route('/wallet'), { pathname: '/wallet', search: '' }, false, true)).toEqual({ kind: 'login', back: '/wallet' });
    expect(guard(route('/games/jili'), { pathname: '/games/jili', search: '?id=7' }, false, true)).toEqual({
      kind: 'login',
      back: '/games/jili?id=7',
    });
  });

  it('lets a logged-in player through', () => {
    expect(guard(route('/account'), { pathname: '/account', search: '' }, true, true).kind).toBe('allow');
  });

  it('allows demo jump, ring and dice for a guest only with the demo flag', () => {
    const og = route('/games/og');
    for (const id of ['10003', '10002', '10005']) {
      expect(guard(og, { pathname: '/games/og', search: `?id=${id}&demo=1` }, false, true).kind).toBe('allow');
      expect(guard(og, { pathname: '/games/og', search: `?id=${id}` }, false, true).kind).toBe('login');
    }
    // Sabong, scratch and color game have no guest demo entry.
    expect(guard(og, { pathname: '/games/og', search: '?id=10006&demo=1' }, false, true).kind).toBe('login');
    // A brand without the demo feature sends even demo requests to login.
    expect(guard(og, { pathname: '/games/og', search: '?id=10003&demo=1' }, false, false).kind).toBe('login');
  });

  it('leaves public routes open', () => {
    expect(guard(route('/'), { pathname: '/', search: '' }, false, true).kind).toBe('allow');
  });
});

describe('loginHref', () => {
  it('builds the page address of the brand surface', () => {
    expect(loginHref({ kind: 'page', path: '/login' }, 1, '/wallet')).toBe('/login?type=1&redirect=%2Fwallet');
    expect(loginHref({ kind: 'page', path: '/brandlogin' }, 0)).toBe('/brandlogin?type=0');
  });
  it('gives null for the popup surface', () => {
    expect(loginHref({ kind: 'popup' }, 1, '/wallet')).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('keeps in-app paths and refuses other origins', () => {
    expect(safeRedirect('/wallet?x=1')).toBe('/wallet?x=1');
    expect(safeRedirect('//evil.example/')).toBe('/');
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
