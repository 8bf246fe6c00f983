import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, DEMO_CURRENCY_SYMBOL, LOCALE_INFO, LOCALES, isLocaleCode } from './locale';

describe('spec §1 locales', () => {
  it('defaults to enPH, peso, +63', () => {
    expect(DEFAULT_LOCALE).toBe('en-PH');
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(LOCALE_INFO['en-PH']).toMatchObject({ currencySymbol: '₱', dialCode: '+63', currency: 'PHP' });
  });
  it('has the symbols and codes the spec names', () => {
    expect(LOCALE_INFO['es-MX']).toMatchObject({ currencySymbol: 'Mex$', dialCode: '+52' });
    expect(LOCALE_INFO['pt-BR']).toMatchObject({ currencySymbol: 'R$', dialCode: '+55' });
    expect(LOCALE_INFO['zh-CN']).toMatchObject({ currencySymbol: 'RMB¥', dialCode: '+86' });
    expect(DEMO_CURRENCY_SYMBOL).toBe('D$');
  });
  it('recognises locale codes', () => {
    expect(isLocaleCode('pt-BR')).toBe(true);
    expect(isLocaleCode('fr-FR')).toBe(false);
    expect(isLocaleCode(42)).toBe(false);
  });
});
