// Invite-brand H5: wallet under /wallet/cash/*, the /brandlogin page, dragon popups, events to the
// attribution service (spec §2, §6, §7).
import { defineBrand, readBrandEnv } from '@perya/shell';
import theme from '@perya/shell/themes/invite';
import meta from './brand.meta';

export default defineBrand({
  id: meta.id,
  title: meta.title,
  logo: './icons/icon.svg',
  theme,
  ...readBrandEnv(meta.appCode),
  role: 'child',
  invite: true,
  recentGamesLimit: 3,
  locales: ['en-PH', 'id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN', 'en-IN', 'en-MY'],
  defaultLocale: 'en-PH',
  market: 'PH',
  wallet: { cashIn: { kind: 'route', path: '/wallet/cash/in' }, cashOut: { kind: 'route', path: '/wallet/cash/out' } },
  login: { kind: 'page', path: '/brandlogin' },
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
    { labelKey: 'nav.invite', icon: 'invite', to: '/invite' },
    { labelKey: 'nav.deposit', icon: 'deposit', to: { deposit: true }, raised: true },
    { labelKey: 'nav.scratch', icon: 'scratch', to: '/games/og?id=10004' },
    { labelKey: 'nav.account', icon: 'account', to: '/account' },
  ],
  events: 'attribution',
  features: {
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
  },
  links: { telegram: 'https://t.me/perya_dragon' },
});
