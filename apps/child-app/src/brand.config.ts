// A child app in the Android wrapper: events through the native bridge, migration tips, the
// clean-app variant that records newApp.enter once (spec §4, §6).
import { defineBrand, readBrandEnv } from '@perya/shell';
import theme from '@perya/shell/themes/child';
import meta from './brand.meta';

export default defineBrand({
  id: meta.id,
  title: meta.title,
  logo: './icons/icon.svg',
  theme,
  ...readBrandEnv(meta.appCode),
  role: 'child',
  invite: false,
  recentGamesLimit: 3,
  locales: ['en-PH', 'id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN', 'en-IN', 'en-MY'],
  defaultLocale: 'en-PH',
  market: 'PH',
  wallet: { cashIn: { kind: 'route', path: '/cashin' }, cashOut: { kind: 'route', path: '/cashout' } },
  login: { kind: 'page', path: '/login' },
  popupSet: 'base',
  capabilities: {
    gameEntryPopup: false,
    cashOutBindPrompt: false,
    profileBindPopup: false,
    inviteRankingPopup: false,
    inviteCodeButton: false,
    spinResult: 'win',
    lottoPopups: false,
    guaranteedBonus: 'bonus',
    languagePopup: false,
    logoutPopup: false,
  },
  tabs: [
    { labelKey: 'nav.home', icon: 'home', to: '/' },
    { labelKey: 'nav.ring', icon: 'ring', to: '/games/og?id=10002' },
    { labelKey: 'nav.deposit', icon: 'deposit', to: { deposit: true }, raised: true },
    { labelKey: 'nav.crash', icon: 'crash', to: '/games/og?id=10003' },
    { labelKey: 'nav.account', icon: 'account', to: '/account' },
  ],
  events: 'androidBridge',
  features: {
    v3Routes: false,
    lotto: false,
    allGames: false,
    v3Invite: false,
    demo: true,
    protectMigration: false,
    brandH5Enter: false,
    newAppEnter: true,
    welcomeGuide: true,
    dailyTelegramPopup: true,
    trading: false,
  },
  links: { telegram: 'https://t.me/perya_lite' },
});
