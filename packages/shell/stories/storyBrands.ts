// The brand a page story renders in each theme: the settings of the brand app that wears that theme
// (apps/*/src/brand.config.ts: tabs, wallet routes, login surface, popup set, features), every
// locale offered, calls going to the fake x2 server. Black-gold v4 is v3's brand in the v4 theme.
import type { LocaleCode } from '@perya/domain';
import { LOCALES } from '@perya/domain';
import type { ThemeName } from '@perya/ui';
import main from '@perya/ui/themes/main';
import child from '@perya/ui/themes/child';
import invite from '@perya/ui/themes/invite';
import blackGoldV3 from '@perya/ui/themes/blackGoldV3';
import blackGoldV4 from '@perya/ui/themes/blackGoldV4';
import { defineBrand, type BrandConfig, type BrandFeatures } from '../src/brand/BrandConfig';

/** Where the page stories' x2 client sends its calls; the fake server answers them in the page. */
export const FAKE_API_BASE = 'https://x2.fake.invalid';

/** A brand mark for the stories (the apps ship their own logo files, which the shell cannot import). */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#1E4FD8"/><circle cx="32" cy="32" r="21" fill="none" stroke="#FFC629" stroke-width="6"/><circle cx="32" cy="32" r="8" fill="#FFC629"/></svg>',
)}`;

const NO_FEATURES: BrandFeatures = {
  v3Routes: false,
  lotto: false,
  allGames: false,
  v3Invite: false,
  demo: true,
  protectMigration: false,
  brandH5Enter: false,
  newAppEnter: false,
  welcomeGuide: true,
  dailyTelegramPopup: true,
  trading: false,
};

function brand(id: string, title: string, overrides: Omit<Partial<BrandConfig>, 'features'> & { features?: Partial<BrandFeatures> }, locale: LocaleCode): BrandConfig {
  const appCode = overrides.appCode ?? id;
  return defineBrand({
    id,
    title,
    logo: LOGO,
    theme: main,
    appCode,
    role: 'child',
    invite: false,
    recentGamesLimit: 3,
    locales: LOCALES,
    defaultLocale: locale,
    market: 'PH',
    wallet: { cashIn: { kind: 'route', path: '/cashin' }, cashOut: { kind: 'route', path: '/cashout' } },
    login: { kind: 'page', path: '/login' },
    popupSet: 'base',
    tabs: [],
    events: 'none',
    links: { telegram: 'https://t.me/perya_official' },
    ...overrides,
    env: { apiBase: FAKE_API_BASE, googleClientId: '', facebookAppId: '', facebookSdkUrl: 'https://connect.facebook.net/{locale}/sdk.js', bootAppId: appCode, bridgeName: 'AndroidBridge' },
    features: { ...NO_FEATURES, ...overrides.features },
  });
}

const blackGold = (theme: typeof main, locale: LocaleCode): BrandConfig =>
  brand(
    'blackgold',
    'Black Gold',
    {
      theme,
      recentGamesLimit: 5,
      wallet: { cashIn: { kind: 'popup' }, cashOut: { kind: 'route', path: '/cashout' } },
      login: { kind: 'popup' },
      popupSet: 'blackGold',
      tabs: [
        { labelKey: 'nav.home', icon: 'home', to: '/' },
        { labelKey: 'nav.color', icon: 'color', to: '/games/og?id=10001' },
        { labelKey: 'nav.menu', icon: 'menu', to: '/allgames', raised: true },
        { labelKey: 'nav.promotion', icon: 'promo', to: '/v3Promo' },
        { labelKey: 'nav.account', icon: 'account', to: '/account' },
      ],
      features: { v3Routes: true, lotto: true, allGames: true, v3Invite: true, brandH5Enter: true, trading: true },
    },
    locale,
  );

/** The brand of each theme, in a locale. */
export const STORY_BRANDS: Record<ThemeName, (locale: LocaleCode) => BrandConfig> = {
  main: (locale) =>
    brand(
      'main-app',
      'Perya',
      {
        role: 'main',
        tabs: [
          { labelKey: 'nav.home', icon: 'home', to: '/' },
          { labelKey: 'nav.promotion', icon: 'promo', to: '/promo' },
          { labelKey: 'nav.deposit', icon: 'deposit', to: { deposit: true }, raised: true },
          { labelKey: 'nav.wallet', icon: 'wallet', to: '/wallet' },
          { labelKey: 'nav.account', icon: 'account', to: '/account' },
        ],
        features: { allGames: true, protectMigration: true, trading: true },
      },
      locale,
    ),
  child: (locale) =>
    brand(
      'child-app',
      'Perya Lite',
      {
        theme: child,
        tabs: [
          { labelKey: 'nav.home', icon: 'home', to: '/' },
          { labelKey: 'nav.ring', icon: 'ring', to: '/games/og?id=10002' },
          { labelKey: 'nav.deposit', icon: 'deposit', to: { deposit: true }, raised: true },
          { labelKey: 'nav.crash', icon: 'crash', to: '/games/og?id=10003' },
          { labelKey: 'nav.account', icon: 'account', to: '/account' },
        ],
        features: { newAppEnter: true },
      },
      locale,
    ),
  invite: (locale) =>
    brand(
      'invite-h5',
      'Perya Dragon',
      {
        theme: invite,
        invite: true,
        wallet: { cashIn: { kind: 'route', path: '/wallet/cash/in' }, cashOut: { kind: 'route', path: '/wallet/cash/out' } },
        login: { kind: 'page', path: '/brandlogin' },
        tabs: [
          { labelKey: 'nav.home', icon: 'home', to: '/' },
          { labelKey: 'nav.invite', icon: 'invite', to: '/invite' },
          { labelKey: 'nav.deposit', icon: 'deposit', to: { deposit: true }, raised: true },
          { labelKey: 'nav.scratch', icon: 'scratch', to: '/games/og?id=10004' },
          { labelKey: 'nav.account', icon: 'account', to: '/account' },
        ],
      },
      locale,
    ),
  blackGoldV3: (locale) => blackGold(blackGoldV3, locale),
  blackGoldV4: (locale) => blackGold(blackGoldV4, locale),
};
