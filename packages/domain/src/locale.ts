// Locales the product ships, with each one's name. A locale sets the language and the way numbers
// read, never the money (the account's, currency.ts) nor the phone's dialling code (the market's,
// phone.ts marketDialCode).

/** Supported locales (spec §1). The first is the default. */
export const LOCALES = ['en-PH', 'id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN', 'en-IN', 'en-MY'] as const;

export type LocaleCode = (typeof LOCALES)[number];

/** Default language enPH, peso, +63 (spec §1). */
export const DEFAULT_LOCALE: LocaleCode = 'en-PH';

/** Demo money is shown with its own symbol so it is never mistaken for real money (spec §1). */
export const DEMO_CURRENCY_SYMBOL = 'D$';

export interface LocaleInfo {
  /** Name of the language in itself, for the language picker. */
  readonly nativeName: string;
}

/** Language name per locale (spec §1). */
export const LOCALE_INFO: Readonly<Record<LocaleCode, LocaleInfo>> = {
  'en-PH': { nativeName: 'English (Philippines)' },
  'id-ID': { nativeName: 'Bahasa Indonesia' },
  'ms-MY': { nativeName: 'Bahasa Melayu' },
  'es-MX': { nativeName: 'Español (México)' },
  'pt-BR': { nativeName: 'Português (Brasil)' },
  'zh-CN': { nativeName: '简体中文' },
  'en-IN': { nativeName: 'English (India)' },
  'en-MY': { nativeName: 'English (Malaysia)' },
};

/** Whether a value is one of the shipped locale codes (spec §1). */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
