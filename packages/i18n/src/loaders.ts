// Where each locale's resources come from. en-PH is bundled eagerly: it is the default and the
// fallback for every key. Every other locale is its own dynamic import(), so a bundler splits it
// into a separate chunk that is fetched only when a player picks that language (spec §2: pages
// and resources load lazily).
import type { LocaleCode } from '@perya/domain';
import type { LocaleResources } from './resources';
import { enPH } from './locales/en-PH';

/** The locale whose resources are in the initial bundle. */
export const BUNDLED_LOCALE = 'en-PH' satisfies LocaleCode;

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

/** The resources of a locale: at once for en-PH, through its chunk for the others. */
export function loadLocaleResources(locale: LocaleCode): Promise<LocaleResources> {
  if (locale === BUNDLED_LOCALE) return Promise.resolve(enPH);
  return LAZY_LOCALE_LOADERS[locale]();
}
