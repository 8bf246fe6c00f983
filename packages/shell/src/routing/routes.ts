// The route table of spec §2 as data: every path with its access rule, its feature and how it
// loads. Pages are attached separately (routing/pages.ts) so this table stays testable in Node.
import type { BrandConfig, BrandFeatures } from '../brand/BrandConfig';

/**
 * Who may open a route. The spec (§2, §6) names games, wallet, records, bonus, points, spin and
 * account as login-only; demo jump, ring and dice are open to guests with the demo flag.
 */
export type RouteAccess = 'public' | 'login' | 'loginOrDemo';

export interface RouteDef {
  readonly path: string;
  readonly access: RouteAccess;
  /** Route group of spec §2. */
  readonly group: 'main' | 'older' | 'v3';
  /** Feature that must be on for the route to be registered. */
  readonly feature?: keyof BrandFeatures;
  /** Spec §2, §9: home, wallet and account are preloaded after start-up. */
  readonly preload?: boolean;
  /** Spec §2, §9: home and lotto stay mounted and keep their scroll position. */
  readonly keepAlive?: boolean;
  /**
   * The route is a wallet entry page (spec §2 "Deposit" / "Withdraw"): registered only for a brand
   * whose wallet config points there (see brandRoutes).
   */
  readonly walletEntry?: 'cashIn' | 'cashOut';
  /** Registered only for a brand of this role (spec §4: pages of the main app's side of a migration). */
  readonly role?: BrandConfig['role'];
}

/** Every route of spec §2 (main, older, v3) in the order the spec lists them. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', access: 'public', group: 'main', preload: true, keepAlive: true },
  { path: '/login', access: 'public', group: 'main' },
  { path: '/brandlogin', access: 'public', group: 'main' },
  { path: '/games/jili', access: 'login', group: 'main' },
  { path: '/games/fachai', access: 'login', group: 'main' },
  { path: '/games/pg', access: 'login', group: 'main' },
  { path: '/games/og', access: 'loginOrDemo', group: 'main' },
  { path: '/games/collection', access: 'login', group: 'main' },
  { path: '/wallet', access: 'login', group: 'main', preload: true },
  { path: '/aboutus', access: 'public', group: 'main' },
  { path: '/record', access: 'login', group: 'main' },
  { path: '/points', access: 'login', group: 'main' },
  { path: '/favorite', access: 'login', group: 'main' },
  { path: '/telegram', access: 'public', group: 'main' },
  { path: '/privacy', access: 'public', group: 'main' },
  /** The terms of use the sign-up form links to, beside /privacy (the spec names no path; ours). */
  { path: '/terms', access: 'public', group: 'main' },
  { path: '/bonus', access: 'login', group: 'main' },
  /** Main app only in practice; the page itself checks the migration (spec §4). */
  { path: '/transferToMain', access: 'public', group: 'main' },
  /**
   * The main app's download page (spec §2 "takes the migrate award and a copied text as query
   * parameters"); the spec names no path, ours is DOWNLOAD_PAGE_PATH of @perya/domain.
   */
  { path: '/download', access: 'public', group: 'main', role: 'main' },
  { path: '/emergencyAlert', access: 'public', group: 'main' },
  { path: '/account', access: 'login', group: 'main', preload: true },
  { path: '/vip', access: 'login', group: 'main' },
  { path: '/vips', access: 'login', group: 'main' },
  { path: '/task', access: 'login', group: 'main' },
  { path: '/promo', access: 'public', group: 'main' },
  { path: '/profile', access: 'login', group: 'main' },
  { path: '/spin', access: 'login', group: 'main' },
  { path: '/welcome', access: 'public', group: 'main', feature: 'welcomeGuide' },
  { path: '/invite', access: 'login', group: 'older' },
  { path: '/invite/records', access: 'login', group: 'older' },
  { path: '/cashin', access: 'login', group: 'older', walletEntry: 'cashIn' },
  { path: '/cashin/result', access: 'login', group: 'older' },
  { path: '/cashin/paying', access: 'login', group: 'older' },
  { path: '/cashout', access: 'login', group: 'older', walletEntry: 'cashOut' },
  { path: '/cashout/info', access: 'login', group: 'older' },
  { path: '/cashout/result', access: 'login', group: 'older' },
  { path: '/wallet/cash/in', access: 'login', group: 'older', walletEntry: 'cashIn' },
  { path: '/wallet/cash/out', access: 'login', group: 'older', walletEntry: 'cashOut' },
  { path: '/lotto', access: 'public', group: 'v3', feature: 'lotto', keepAlive: true },
  { path: '/lottoResults', access: 'public', group: 'v3', feature: 'lotto' },
  { path: '/lottoHistory', access: 'login', group: 'v3', feature: 'lotto' },
  { path: '/lottoPanel', access: 'login', group: 'v3', feature: 'lotto' },
  { path: '/allgames', access: 'public', group: 'v3', feature: 'allGames' },
  { path: '/v3invite', access: 'login', group: 'v3', feature: 'v3Invite' },
  { path: '/v3inviteDetail', access: 'login', group: 'v3', feature: 'v3Invite' },
  { path: '/v3Promo', access: 'public', group: 'v3', feature: 'v3Routes' },
  /** Trading (spec §1; paths ours: see BrandFeatures.trading). Prices are public, orders need login. */
  { path: '/trade', access: 'public', group: 'main', feature: 'trading' },
  { path: '/trade/detail', access: 'public', group: 'main', feature: 'trading' },
  { path: '/trade/orders', access: 'login', group: 'main', feature: 'trading' },
  /** The FAQ is a plain help page: every brand gets it, the v3 theme links it from its menu. */
  { path: '/faq', access: 'public', group: 'v3' },
  /**
   * Player protection (issue 15; the spec names no path, these are ours): limits, reality check,
   * breaks, history and help lines; and the identity check a market may ask before a deposit.
   */
  { path: '/responsibleGaming', access: 'login', group: 'main' },
  { path: '/kyc', access: 'login', group: 'main' },
];

/** The routes a brand registers: those without a feature, and those whose feature is on. */
export function routesFor(features: BrandFeatures, table: readonly RouteDef[] = ROUTES): RouteDef[] {
  return table.filter((r) => r.feature === undefined || features[r.feature]);
}

/**
 * The routes of a brand (ARCHITECTURE "a brand is configuration"): those of its features, with the
 * wallet entry pages its wallet config names — /cashin and /cashout, or /wallet/cash/in and
 * /wallet/cash/out for invite brands. A brand whose cash in is the black-gold popup keeps /cashin
 * for the methods whose payer form does not fit in the popup (Pix: name, email, CPF). A route of a
 * role (the main app's download page) is registered only for brands of that role.
 */
export function brandRoutes(config: Pick<BrandConfig, 'features' | 'wallet' | 'role'>, table: readonly RouteDef[] = ROUTES): RouteDef[] {
  return routesFor(config.features, table).filter((r) => {
    if (r.role !== undefined && r.role !== config.role) return false;
    if (r.walletEntry === undefined) return true;
    const target = config.wallet[r.walletEntry];
    if (target.kind === 'route') return target.path === r.path;
    return r.path === '/cashin';
  });
}

/** Finds the route of a pathname (exact match; the spec's routes carry parameters in the query). */
export function findRoute(pathname: string, table: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table.find((r) => r.path === clean);
}

export const KEEP_ALIVE_PATHS: readonly string[] = ROUTES.filter((r) => r.keepAlive).map((r) => r.path);
export const PRELOAD_PATHS: readonly string[] = ROUTES.filter((r) => r.preload).map((r) => r.path);
