// The brand the shell's unit tests render: a plain child brand on the main theme with every feature
// off; a test overrides only what it is about (role, wallet routes, login surface, a feature).
import theme from '@perya/ui/themes/main';
import { defineBrand, type BrandConfig, type BrandConfigInput, type BrandFeatures } from '../src/brand/BrandConfig';

export type TestBrandOverrides = Partial<Omit<BrandConfigInput, 'features' | 'env'>> & {
  readonly features?: Partial<BrandFeatures>;
  readonly env?: Partial<BrandConfigInput['env']>;
};

export function testBrand(overrides: TestBrandOverrides = {}): BrandConfig {
  const { features, env, ...rest } = overrides;
  const appCode = rest.appCode ?? 'testph';
  return defineBrand({
    id: 'test-brand',
    title: 'Test Brand',
    logo: './icon.svg',
    theme,
    appCode,
    role: 'child',
    invite: false,
    recentGamesLimit: 3,
    locales: ['en-PH'],
    defaultLocale: 'en-PH',
    market: 'PH',
    wallet: { cashIn: { kind: 'route', path: '/cashin' }, cashOut: { kind: 'route', path: '/cashout' } },
    login: { kind: 'page', path: '/login' },
    popupSet: 'base',
    tabs: [],
    events: 'none',
    links: { telegram: 'https://t.me/test' },
    ...rest,
    env: { apiBase: 'http://api.test', googleClientId: '', facebookAppId: '', facebookSdkUrl: 'https://connect.facebook.net/{locale}/sdk.js', bootAppId: appCode, bridgeName: 'AndroidBridge', ...env },
    features: {
      v3Routes: false,
      lotto: false,
      allGames: false,
      v3Invite: false,
      demo: false,
      protectMigration: false,
      brandH5Enter: false,
      newAppEnter: false,
      welcomeGuide: false,
      dailyTelegramPopup: false,
      trading: false,
      ...features,
    },
  });
}
