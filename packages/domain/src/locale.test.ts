import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, DEMO_CURRENCY_SYMBOL, LOCALE_INFO, LOCALES, isLocaleCode } from './locale';
import { MARKET_DIAL_CODES } from './dialCodes';

describe('spec §1 locales', () => {
  it('defaults to enPH, peso, +63', () => {
    expect(DEFAULT_LOCALE).toBe('en-PH');
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(MARKET_DIAL_CODES.PH).toBe('+63');
  });
  it('has the codes the spec names, and no money or dialling code of its own', () => {
    expect(LOCALE_INFO['pt-BR'].nativeName).toBe('Português (Brasil)');
    expect(DEMO_CURRENCY_SYMBOL).toBe('D$');
    // spec §1, issue 23: the currency is the account's (currency.ts) and the dialling code its
    // market's (phone.ts): a PH player reading Português still types a +63 number.
    for (const info of Object.values(LOCALE_INFO)) expect(Object.keys(info)).toEqual(['nativeName']);
  });
  it('recognises locale codes', () => {
    expect(isLocaleCode('pt-BR')).toBe(true);
    expect(isLocaleCode('fr-FR')).toBe(false);
    expect(isLocaleCode(42)).toBe(false);
  });
});
