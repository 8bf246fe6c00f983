// The pages of the route table (routes.ts), by route path, each loaded lazily (spec §2). This map is
// where a feature plugs its pages in: a route of the table is registered in the router once its
// path has a loader here (wallet, games and the rest arrive with their issues). Links to a route
// without a page yet (tabs, deposit buttons, banners) are hidden rather than left dead.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { whenTextsLoaded } from '@perya/i18n';
import type * as LottoPages from '../pages/lotto/LottoPages';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/** The trading pages, one chunk (pages/trade/pages.ts). */
const tradePages = () => import('../pages/trade/pages');
/** The lotto pages share one chunk: one import site keeps what every brand's first load carries for them small. */
const lottoPage =
  (name: keyof typeof LottoPages): PageLoader =>
  () =>
    import('../pages/lotto/LottoPages').then((m) => ({ default: m[name] }));

export const PAGE_LOADERS: Readonly<Record<string, PageLoader>> = {
  '/': () => import('../pages/home/HomePage'),
  '/login': () => import('../pages/auth/LoginPage'),
  '/brandlogin': () => import('../pages/auth/LoginPage'),
  '/account': () => import('../pages/account/AccountPage'),
  '/profile': () => import('../pages/account/ProfilePage'),
  '/aboutus': () => import('../pages/info/AboutUsPage'),
  '/privacy': () => import('../pages/info/PrivacyPage'),
  '/terms': () => import('../pages/info/TermsPage'),
  '/telegram': () => import('../pages/info/TelegramPage'),
  '/faq': () => import('../pages/info/FaqPage'),
  '/welcome': () => import('../pages/info/WelcomePage'),
  '/emergencyAlert': () => import('../pages/info/EmergencyAlertPage'),
  '/games/og': () => import('../pages/games/OgGamePage'),
  '/games/jili': () => import('../pages/games/ProviderGamePage'),
  '/games/fachai': () => import('../pages/games/ProviderGamePage'),
  '/games/pg': () => import('../pages/games/ProviderGamePage'),
  '/games/collection': () => import('../pages/games/ProviderGamePage'),
  '/allgames': () => import('../pages/games/AllGamesPage'),
  '/favorite': () => import('../pages/games/FavoritesPage'),
  '/wallet': () => import('../pages/wallet/WalletPage'),
  '/record': () => import('../pages/wallet/RecordPage'),
  '/cashin': () => import('../pages/wallet/CashInPage'),
  '/wallet/cash/in': () => import('../pages/wallet/CashInPage'),
  '/cashin/paying': () => import('../pages/wallet/CashInPayingPage'),
  '/cashin/result': () => import('../pages/wallet/CashInResultPage'),
  '/cashout': () => import('../pages/wallet/CashOutPage'),
  '/wallet/cash/out': () => import('../pages/wallet/CashOutPage'),
  '/cashout/info': () => import('../pages/wallet/CashOutInfoPage'),
  '/cashout/result': () => import('../pages/wallet/CashOutResultPage'),
  '/transferToMain': () => import('../pages/migration/TransferToMainPage'),
  '/download': () => import('../pages/migration/DownloadPage'),
  '/vip': () => import('../pages/rewards/VipPage'),
  '/vips': () => import('../pages/rewards/VipsPage'),
  '/task': () => import('../pages/rewards/TaskPage'),
  '/spin': () => import('../pages/rewards/SpinPage'),
  '/points': () => import('../pages/rewards/PointsPage'),
  '/bonus': () => import('../pages/promotions/BonusPage'),
  '/promo': () => import('../pages/promotions/PromoPage'),
  '/v3Promo': () => import('../pages/promotions/PromoPage'),
  '/invite': () => import('../pages/invite/InvitePage'),
  '/v3invite': () => import('../pages/invite/InvitePage'),
  '/invite/records': () => import('../pages/invite/InviteRecordsPage'),
  '/v3inviteDetail': () => import('../pages/invite/InviteRecordsPage'),
  '/trade': () => tradePages().then((m) => ({ default: m.TradePage })),
  '/trade/detail': () => tradePages().then((m) => ({ default: m.TradeDetailPage })),
  '/trade/orders': () => tradePages().then((m) => ({ default: m.TradeOrdersPage })),
  '/lotto': lottoPage('LottoPage'),
  '/lottoResults': lottoPage('LottoResultsPage'),
  '/lottoHistory': lottoPage('LottoHistoryPage'),
  '/lottoPanel': lottoPage('LottoPanelPage'),
  '/responsibleGaming': () => import('../pages/protection/ResponsibleGamingPage'),
  '/kyc': () => import('../pages/protection/KycPage'),
};

/**
 * A page and the whole text of the player's language: en-PH's first-screen text is in the initial
 * bundle and the rest follows start-up (@perya/i18n), so a page shows once both are there, never a
 * key. Home needs only the first-screen text.
 */
function withTexts(path: string, load: PageLoader): PageLoader {
  if (path === '/') return load;
  return async () => (await Promise.all([load(), whenTextsLoaded()]))[0];
}

/** One lazy component per path, made once, so React keeps a page's state across renders. */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(withTexts(path, load))]),
);

export function pageFor(path: string): LazyExoticComponent<ComponentType> | null {
  return PAGES[path] ?? null;
}

/**
 * The component a route's slot renders: its lazy page, or the page itself once loadPageNow loaded
 * it before the first render (then it draws at once, without Suspense).
 */
export const PAGE_SLOTS: Record<string, ComponentType> = { ...PAGES };

/**
 * Loads a page (its chunk and, past home, the whole text of the language) so the first render can
 * draw it at once: the first screen never passes through a Suspense fallback. Call it only before
 * the first render (createBrandApp does), so a mounted slot never changes its component.
 */
export async function loadPageNow(path: string, loaders: Readonly<Record<string, PageLoader>> = PAGE_LOADERS): Promise<void> {
  const load = loaders[path];
  if (!load) return;
  PAGE_SLOTS[path] = (await withTexts(path, load)()).default;
}

/** The route path of an in-app link: `/games/og?id=10002` → `/games/og`. */
export function pathOf(to: string): string {
  const path = to.split(/[?#]/)[0] ?? to;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** True when an in-app link leads to a page this build has. */
export function hasPage(to: string, loaders: Readonly<Record<string, PageLoader>> = PAGE_LOADERS): boolean {
  return Object.hasOwn(loaders, pathOf(to));
}

/** Starts loading pages ahead of need (home, wallet, account: spec §2). */
export function preload(paths: readonly string[]): void {
  for (const p of paths) void PAGE_LOADERS[p]?.();
}
