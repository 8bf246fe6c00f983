// Public surface of @perya/i18n: the instance factory, the language switch, per-locale helpers,
// the typed React bindings and the resource types.
import type { LocaleResources } from './resources';

export {
  NAMESPACE,
  availableLocales,
  changeLanguage,
  currentLocale,
  initI18n,
  whenTextsLoaded,
} from './createI18n';
export { createI18n } from './syncI18n';
export type { InitI18nOptions, PeryaI18n } from './createI18n';
export { I18nProvider } from './I18nProvider';
export type { I18nProviderProps } from './I18nProvider';
export { LANGUAGE_STORAGE_KEY, memoryStorage, normalizeLocale, webStorage } from './storage';
export type { LanguageStorage } from './storage';
export { currencySymbol, messageKey, messageKeyOfText, refusalEnd, refusalText } from './helpers';
export type { RefusalEnd } from './helpers';
export { BUNDLED_LOCALE } from './loaders';
export type { LocaleOverrides, LocaleResources, TranslationKey } from './resources';
export { diffKeys, leafPaths } from './keys';
// The whole of en-PH (`enPH`) is `@perya/i18n/locales/en-PH`: not here, where it would join the
// initial bundle; the first screen's part is bundled through the instance (loaders.ts).

// The React bindings, typed by the augmentation below: t('wallet.cashIn') is checked against
// en-PH's keys at compile time. useTranslation's t writes money in the CurrencyProvider's currency.
export { Trans } from 'react-i18next';
export { CurrencyProvider, useCurrency, useTranslation } from './currency';
export type { CurrencyProviderProps } from './currency';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: LocaleResources };
    returnNull: false;
  }
}
