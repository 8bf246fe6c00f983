import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PAGE_PATH } from '@perya/domain';
import type { BrandFeatures } from '../brand/BrandConfig';
import { brandRoutes, findRoute, KEEP_ALIVE_PATHS, PRELOAD_PATHS, ROUTES, routesFor } from './routes';

const features = (on: Partial<BrandFeatures> = {}): BrandFeatures => ({
  v3Routes: false,
  lotto: false,
  allGames: false,
  v3Invite: false,
  demo: true,
  protectMigration: false,
  brandH5Enter: false,
  newAppEnter: false,
  welcomeGuide: true,
  dailyTelegramPopup: false,
  trading: false,
  ...on,
});

describe('route table (spec §2)', () => {
  it('holds every main, older and v3 route of the spec', () => {
    const spec = [
      '/', '/login', '/games/jili', '/games/fachai', '/games/pg', '/games/og', '/games/collection', '/wallet',
      '/aboutus', '/record', '/points', '/favorite', '/telegram', '/privacy', '/bonus', '/transferToMain',
      '/emergencyAlert', '/account', '/vip', '/vips', '/task', '/promo', '/profile', '/spin',
      '/invite', '/invite/records', '/cashin', '/cashin/result', '/cashin/paying', '/cashout', '/cashout/info', '/cashout/result',
      '/lotto', '/lottoResults', '/lottoHistory', '/lottoPanel', '/allgames', '/v3invite', '/v3inviteDetail', '/v3Promo', '/faq',
      '/brandlogin', '/wallet/cash/in', '/wallet/cash/out',
    ];
    const paths = ROUTES.map((r) => r.path);
    for (const p of spec) expect(paths).toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('registers the player-protection pages (issue 15, our paths) for every brand, login only', () => {
    for (const p of ['/responsibleGaming', '/kyc']) {
      expect(findRoute(p)?.access, p).toBe('login');
      expect(routesFor(features()).some((r) => r.path === p), p).toBe(true);
    }
  });

  it('keeps home and lotto alive and preloads home, wallet and account (spec §9)', () => {
    expect([...KEEP_ALIVE_PATHS].sort()).toEqual(['/', '/lotto']);
    expect([...PRELOAD_PATHS].sort()).toEqual(['/', '/account', '/wallet']);
  });

  it('makes games, wallet, records, bonus, points, spin and account login-only (spec §6)', () => {
    for (const p of ['/games/jili', '/games/pg', '/wallet', '/record', '/bonus', '/points', '/spin', '/account', '/cashin', '/wallet/cash/out']) {
      expect(findRoute(p)?.access, p).not.toBe('public');
    }
    for (const p of ['/', '/login', '/aboutus', '/privacy', '/terms', '/telegram', '/faq', '/emergencyAlert']) {
      expect(findRoute(p)?.access, p).toBe('public');
    }
  });

  it('registers the download page of spec §2 (our path /download) for the main app only', () => {
    const wallet = { cashIn: { kind: 'route', path: '/cashin' }, cashOut: { kind: 'route', path: '/cashout' } } as const;
    expect(findRoute(DOWNLOAD_PAGE_PATH)?.access).toBe('public');
    expect(brandRoutes({ features: features(), wallet, role: 'main' }).map((r) => r.path)).toContain(DOWNLOAD_PAGE_PATH);
    expect(brandRoutes({ features: features(), wallet, role: 'child' }).map((r) => r.path)).not.toContain(DOWNLOAD_PAGE_PATH);
  });

  it('registers the v3 routes only for a brand with the v3 feature', () => {
    expect(routesFor(features()).some((r) => r.path === '/v3Promo')).toBe(false);
    expect(routesFor(features({ v3Routes: true })).some((r) => r.path === '/v3Promo')).toBe(true);
    expect(routesFor(features()).some((r) => r.path === '/faq')).toBe(true);
  });

  it('lotto, the all-games search and the v3 invite pages are each switched on by its own config (issue 23)', () => {
    const paths = (on: Partial<BrandFeatures>) => routesFor(features(on)).map((r) => r.path);
    const lotto = ['/lotto', '/lottoResults', '/lottoHistory', '/lottoPanel'];
    expect(paths({})).not.toEqual(expect.arrayContaining(['/lotto']));
    expect(paths({ lotto: true })).toEqual(expect.arrayContaining(lotto));
    expect(paths({ lotto: true })).not.toContain('/allgames');
    expect(paths({ allGames: true })).toContain('/allgames');
    expect(paths({ allGames: true })).not.toContain('/lotto');
    expect(paths({ v3Invite: true })).toEqual(expect.arrayContaining(['/v3invite', '/v3inviteDetail']));
    // The v3 switch alone no longer brings them.
    expect(paths({ v3Routes: true })).not.toEqual(expect.arrayContaining(['/lotto']));
    expect(paths({ v3Routes: true })).not.toContain('/allgames');
  });

  it('registers the wallet entry pages the brand config names (spec §2 Deposit / Withdraw)', () => {
    const paths = (wallet: Parameters<typeof brandRoutes>[0]['wallet']) => brandRoutes({ features: features(), wallet, role: 'child' }).map((r) => r.path);
    const plain = paths({ cashIn: { kind: 'route', path: '/cashin' }, cashOut: { kind: 'route', path: '/cashout' } });
    expect(plain).toEqual(expect.arrayContaining(['/cashin', '/cashout', '/cashin/paying', '/cashout/result', '/wallet']));
    expect(plain).not.toContain('/wallet/cash/in');
    const invite = paths({ cashIn: { kind: 'route', path: '/wallet/cash/in' }, cashOut: { kind: 'route', path: '/wallet/cash/out' } });
    expect(invite).toEqual(expect.arrayContaining(['/wallet/cash/in', '/wallet/cash/out', '/cashin/paying', '/cashin/result']));
    expect(invite).not.toContain('/cashin');
    expect(invite).not.toContain('/cashout');
    // The cash-in popup keeps /cashin for the Pix payer form.
    const popup = paths({ cashIn: { kind: 'popup' }, cashOut: { kind: 'route', path: '/cashout' } });
    expect(popup).toEqual(expect.arrayContaining(['/cashin', '/cashout']));
    expect(popup).not.toContain('/wallet/cash/in');
  });

  it('finds a route with a trailing slash and not an unknown one', () => {
    expect(findRoute('/account/')?.path).toBe('/account');
    expect(findRoute('/nope')).toBeUndefined();
  });
});
