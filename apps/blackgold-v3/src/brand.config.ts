// Black-gold v3: login and cash-in popups, the black-gold popup set, the v3 routes (lotto,
// /allgames ...), recent games of 5 (spec §2, §5). A brand H5: records brandH5.enter (spec §4).
import { defineBrand, readBrandEnv } from '@perya/shell';
import theme from '@perya/shell/themes/blackGoldV3';
import meta from './brand.meta';

export default defineBrand({
  id: meta.id,
  title: meta.title,
  logo: './icons/icon.svg',
  theme,
  ...readBrandEnv(meta.appCode),
  role: 'child',
  invite: false,
  recentGamesLimit: 5,
  locales: ['en-PH', 'id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN', 'en-IN', 'en-MY'],
  defaultLocale: 'en-PH',
  market: 'PH',
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
  events: 'androidBridge',
  features: {
    v3Routes: true,
    lotto: true,
    allGames: true,
    v3Invite: true,
    demo: true,
    protectMigration: false,
    brandH5Enter: true,
    newAppEnter: false,
    welcomeGuide: true,
    dailyTelegramPopup: true,
    trading: true,
  },
  links: { telegram: 'https://t.me/perya_blackgold' },
});
