// Where each locale's resources come from. en-PH is the default and the fallback: the groups of
// its text the first screen shows (en-PH.first.ts) are in the initial bundle, the whole of it
// (en-PH.ts) is a chunk loaded right after start-up. Every other locale is its own dynamic
// import(), so a bundler splits it into a separate chunk that is fetched only when a player picks
// that language (spec §2: pages and resources load lazily).
import type { LocaleCode } from '@perya/domain';
import type { LocaleResources } from './resources';
import { enPHFirst } from './locales/en-PH.first';

/** The locale whose first-screen text is in the initial bundle. */
export const BUNDLED_LOCALE = 'en-PH' satisfies LocaleCode;

/** The part of en-PH in the initial bundle: what the first screen shows (home, tab bar, popups). */
export const BUNDLED_RESOURCES = enPHFirst;

type LazyLocale = Exclude<LocaleCode, typeof BUNDLED_LOCALE>;

/** One loader per lazily loaded locale; exhaustive, so a new locale cannot be forgotten here. */
export const LAZY_LOCALE_LOADERS: Readonly<Record<LazyLocale, () => Promise<LocaleResources>>> = {
  'id-ID': async () => (await import('./locales/id-ID')).idID,
  'ms-MY': async () => (await import('./locales/ms-MY')).msMY,
  'es-MX': async () => (await import('./locales/es-MX')).esMX,
  'pt-BR': async () => (await import('./locales/pt-BR')).ptBR,
  'zh-CN': async () => (await import('./locales/zh-CN')).zhCN,
  'en-IN': async () => (await import('./locales/en-IN')).enIN,
  'en-MY': async () => (await import('./locales/en-MY')).enMY,
};

/** The whole of en-PH (its first-screen groups are bundled, the rest comes with this chunk). */
export const loadEnPH = async (): Promise<LocaleResources> => (await import('./locales/en-PH')).enPH;

/** The whole resources of a locale, through its chunk. */
export function loadLocaleResources(locale: LocaleCode): Promise<LocaleResources> {
  if (locale === BUNDLED_LOCALE) return loadEnPH();
  return LAZY_LOCALE_LOADERS[locale]();
}
