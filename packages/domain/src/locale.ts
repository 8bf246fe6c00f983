// Locales the product ships, with each one's dialling code and name. A locale sets the language and
// the way numbers read, never the money: that is the account's (currency.ts).

/** Supported locales (spec §1). The first is the default. */
export const LOCALES = ['en-PH', 'id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN', 'en-IN', 'en-MY'] as const;

export type LocaleCode = (typeof LOCALES)[number];

/** Default language enPH, peso, +63 (spec §1). */
export const DEFAULT_LOCALE: LocaleCode = 'en-PH';

/** Demo money is shown with its own symbol so it is never mistaken for real money (spec §1). */
export const DEMO_CURRENCY_SYMBOL = 'D$';

export interface LocaleInfo {
  /** International dialling code, with the plus sign. */
  readonly dialCode: string;
  /** Name of the language in itself, for the language picker. */
  readonly nativeName: string;
}

/** Dialling code and language name per locale (spec §1). */
export const LOCALE_INFO: Readonly<Record<LocaleCode, LocaleInfo>> = {
  'en-PH': { dialCode: '+63', nativeName: 'English (Philippines)' },
  'id-ID': { dialCode: '+62', nativeName: 'Bahasa Indonesia' },
  'ms-MY': { dialCode: '+60', nativeName: 'Bahasa Melayu' },
  'es-MX': { dialCode: '+52', nativeName: 'Español (México)' },
  'pt-BR': { dialCode: '+55', nativeName: 'Português (Brasil)' },
  'zh-CN': { dialCode: '+86', nativeName: '简体中文' },
  'en-IN': { dialCode: '+91', nativeName: 'English (India)' },
  'en-MY': { dialCode: '+60', nativeName: 'English (Malaysia)' },
};

/** Whether a value is one of the shipped locale codes (spec §1). */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
