// Locales the product ships, with each one's currency symbol and dialling code.

/** Supported locales (spec §1). The first is the default. */
export const LOCALES = ['en-PH', 'id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN', 'en-IN', 'en-MY'] as const;

export type LocaleCode = (typeof LOCALES)[number];

/** Default language enPH, peso, +63 (spec §1). */
export const DEFAULT_LOCALE: LocaleCode = 'en-PH';

/** Demo money is shown with its own symbol so it is never mistaken for real money (spec §1). */
export const DEMO_CURRENCY_SYMBOL = 'D$';

export interface LocaleInfo {
  /** ISO 4217 code of the money players of this locale hold. */
  readonly currency: string;
  /** Symbol written before an amount. */
  readonly currencySymbol: string;
  /** International dialling code, with the plus sign. */
  readonly dialCode: string;
  /** Name of the language in itself, for the language picker. */
  readonly nativeName: string;
}

/** Currency symbol and dialling code per locale (spec §1). */
export const LOCALE_INFO: Readonly<Record<LocaleCode, LocaleInfo>> = {
  'en-PH': { currency: 'PHP', currencySymbol: '₱', dialCode: '+63', nativeName: 'English (Philippines)' },
  'id-ID': { currency: 'IDR', currencySymbol: 'Rp', dialCode: '+62', nativeName: 'Bahasa Indonesia' },
  'ms-MY': { currency: 'MYR', currencySymbol: 'RM', dialCode: '+60', nativeName: 'Bahasa Melayu' },
  'es-MX': { currency: 'MXN', currencySymbol: 'Mex$', dialCode: '+52', nativeName: 'Español (México)' },
  'pt-BR': { currency: 'BRL', currencySymbol: 'R$', dialCode: '+55', nativeName: 'Português (Brasil)' },
  'zh-CN': { currency: 'CNY', currencySymbol: 'RMB¥', dialCode: '+86', nativeName: '简体中文' },
  'en-IN': { currency: 'INR', currencySymbol: '₹', dialCode: '+91', nativeName: 'English (India)' },
  'en-MY': { currency: 'MYR', currencySymbol: 'RM', dialCode: '+60', nativeName: 'English (Malaysia)' },
};

/** Whether a value is one of the shipped locale codes (spec §1). */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
