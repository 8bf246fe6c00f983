// The main app: receives migrated accounts, reports no events (spec §6), login page /login.
import { defineBrand, readBrandEnv } from '@perya/shell';
import theme from '@perya/shell/themes/main';
import meta from './brand.meta';

export default defineBrand({
  id: meta.id,
  title: meta.title,
  logo: './icons/icon.svg',
  theme,
  ...readBrandEnv(meta.appCode),
  role: 'main',
  invite: false,
  recentGamesLimit: 3,
  locales: ['en-PH', 'id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN', 'en-IN', 'en-MY'],
  defaultLocale: 'en-PH',
  market: 'PH',
  wallet: { cashIn: { kind: 'route', path: '/cashin' }, cashOut: { kind: 'route', path: '/cashout' } },
  login: { kind: 'page', path: '/login' },
  popupSet: 'base',
  tabs: [
    { labelKey: 'nav.home', icon: 'home', to: '/' },
    { labelKey: 'nav.promotion', icon: 'promo', to: '/promo' },
    { labelKey: 'nav.deposit', icon: 'deposit', to: { deposit: true }, raised: true },
    { labelKey: 'nav.wallet', icon: 'wallet', to: '/wallet' },
    { labelKey: 'nav.account', icon: 'account', to: '/account' },
  ],
  events: 'none',
  features: {
    v3Routes: false,
    lotto: false,
    allGames: true,
    v3Invite: false,
    demo: true,
    protectMigration: true,
    brandH5Enter: false,
    newAppEnter: false,
    welcomeGuide: true,
    dailyTelegramPopup: true,
    trading: true,
  },
  links: { telegram: 'https://t.me/perya_official' },
});
