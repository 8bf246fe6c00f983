import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, DEMO_CURRENCY_SYMBOL, LOCALE_INFO, LOCALES, isLocaleCode } from './locale';

describe('spec §1 locales', () => {
  it('defaults to enPH, peso, +63', () => {
    expect(DEFAULT_LOCALE).toBe('en-PH');
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(LOCALE_INFO['en-PH']).toMatchObject({ dialCode: '+63' });
  });
  it('has the codes the spec names, and no money of its own', () => {
    expect(LOCALE_INFO['es-MX']).toMatchObject({ dialCode: '+52' });
    expect(LOCALE_INFO['pt-BR']).toMatchObject({ dialCode: '+55' });
    expect(LOCALE_INFO['zh-CN']).toMatchObject({ dialCode: '+86' });
    expect(DEMO_CURRENCY_SYMBOL).toBe('D$');
    // spec §1: the currency is the account's (currency.ts), so a locale carries none.
    for (const info of Object.values(LOCALE_INFO)) expect(Object.keys(info).sort()).toEqual(['dialCode', 'nativeName']);
  });
  it('recognises locale codes', () => {
    expect(isLocaleCode('pt-BR')).toBe(true);
    expect(isLocaleCode('fr-FR')).toBe(false);
    expect(isLocaleCode(42)).toBe(false);
  });
});
