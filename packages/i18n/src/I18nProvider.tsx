// Gives the React tree its i18n instance and keeps <html lang> in step with the language, so
// screen readers and the browser's own text handling follow the player's choice.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PeryaI18n } from './createI18n';
import { currentLocale } from './createI18n';

export interface I18nProviderProps {
  /** The instance from initI18n (or createI18n in tests and Storybook). */
  readonly i18n: PeryaI18n;
  readonly children?: ReactNode;
}

export function I18nProvider({ i18n, children }: I18nProviderProps) {
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const sync = () => {
      document.documentElement.lang = currentLocale(i18n);
    };
    sync();
    i18n.on('languageChanged', sync);
    return () => {
      i18n.off('languageChanged', sync);
    };
  }, [i18n]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
