// Wraps stories in the i18n instance and switches its language from the toolbar, so components'
// own labels and dialling codes follow the chosen locale (money stays the account's currency).
import { useEffect, type ReactNode } from 'react';
import type { LocaleCode } from '@perya/domain';
import { changeLanguage, createI18n, currentLocale, I18nProvider } from '@perya/i18n';

const i18n = createI18n();

export function LocaleDecorator({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  useEffect(() => {
    if (currentLocale(i18n) === locale) return;
    changeLanguage(i18n, locale).catch((error: unknown) => console.error('Storybook: cannot switch locale', error));
  }, [locale]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
