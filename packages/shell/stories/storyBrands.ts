// The brand a page story renders in each theme: the config of the brand app that wears that theme
// (apps/<brand>/src/brand.config.ts, read at Storybook build by .storybook/main.ts), so a change of
// a brand's tabs, wallet routes, login surface, popup set, capabilities or features shows in
// Storybook. The story changes only what a story must: the language, and calls going to the fake
// x2 server. Black-gold v4 is a variant theme no app wears yet: it is shown on v3's brand.
import type { LocaleCode } from '@perya/domain';
import { THEME_NAMES, type ThemeName } from '@perya/ui';
import blackGoldV4 from '@perya/ui/themes/blackGoldV4';
import brandApps, { type StoryBrandApp } from 'virtual:perya-brand-configs';
import { defineBrand, type BrandConfig, type BrandTheme } from '../src/brand/BrandConfig';

/** Where the page stories' x2 client sends its calls; the fake server answers them in the page. */
export const FAKE_API_BASE = 'https://x2.fake.invalid';

/** A theme no brand app wears, shown on the brand of the theme it is a variant of. */
const VARIANTS: Partial<Record<ThemeName, { of: ThemeName; theme: BrandTheme }>> = {
  blackGoldV4: { of: 'blackGoldV3', theme: blackGoldV4 },
};

/** The brand app wearing a theme: the first by folder name when several do. */
function appWearing(theme: ThemeName): StoryBrandApp | undefined {
  return brandApps.find((app) => app.config.theme.name === theme);
}

/** A brand app's config as a story renders it, in `theme` and `locale`. */
export function storyBrand(app: StoryBrandApp, theme: BrandTheme, locale: LocaleCode): BrandConfig {
  const config = app.config;
  return defineBrand({
    ...config,
    theme,
    logo: app.logo ?? config.logo,
    locales: config.locales.includes(locale) ? config.locales : [...config.locales, locale],
    defaultLocale: locale,
    // Nothing leaves a story: no native bridge or attribution service to report events to.
    events: 'none',
    env: { ...config.env, apiBase: FAKE_API_BASE, googleClientId: '', facebookAppId: '', facebookSdkUrl: '' },
  });
}

function brandOf(theme: ThemeName): (locale: LocaleCode) => BrandConfig {
  const own = appWearing(theme);
  if (own) return (locale) => storyBrand(own, own.config.theme, locale);
  const variant = VARIANTS[theme];
  const base = variant && appWearing(variant.of);
  if (!variant || !base) throw new Error(`No brand app wears the ${theme} theme (apps/*/src/brand.config.ts)`);
  return (locale) => storyBrand(base, variant.theme, locale);
}

/** The brand of each theme, in a locale. */
export const STORY_BRANDS = Object.fromEntries(THEME_NAMES.map((theme) => [theme, brandOf(theme)])) as Record<ThemeName, (locale: LocaleCode) => BrandConfig>;
