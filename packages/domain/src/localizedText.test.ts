import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage, localizedText, localizedTextProblem, resolveLocalizedText } from './localizedText';

describe('spec §1 locales: operator texts per locale, English (enPH) fallback', () => {
  const title = { 'en-PH': 'Bet ₱500 today', 'id-ID': 'Taruhan ₱500 hari ini', 'zh-CN': '' };

  it("answers the locale's own text", () => {
    expect(resolveLocalizedText(title, 'id-ID')).toBe('Taruhan ₱500 hari ini');
    expect(resolveLocalizedText(title, 'en-PH')).toBe('Bet ₱500 today');
  });

  it('falls back to English when the locale has none, or a blank one', () => {
    expect(resolveLocalizedText(title, 'pt-BR')).toBe('Bet ₱500 today');
    expect(resolveLocalizedText(title, 'zh-CN')).toBe('Bet ₱500 today');
  });

  it('a plain string is every locale’s text', () => {
    expect(resolveLocalizedText('Daily spin', 'es-MX')).toBe('Daily spin');
    expect(localizedText('Daily spin')).toEqual({ 'en-PH': 'Daily spin' });
  });

  it('reads the request locale from Accept-Language, default enPH', () => {
    expect(localeOfAcceptLanguage('ms-MY')).toBe('ms-MY');
    expect(localeOfAcceptLanguage('PT-br')).toBe('pt-BR');
    expect(localeOfAcceptLanguage('fr-FR, id;q=0.8')).toBe('id-ID');
    expect(localeOfAcceptLanguage('zh-TW')).toBe('zh-CN');
    expect(localeOfAcceptLanguage('fr-FR')).toBe('en-PH');
    expect(localeOfAcceptLanguage('')).toBe('en-PH');
    expect(localeOfAcceptLanguage(undefined)).toBe('en-PH');
  });

  it('refuses a map with an unknown locale or without the English text', () => {
    expect(localizedTextProblem(title)).toBeUndefined();
    expect(localizedTextProblem({ 'en-PH': 'x', fil: 'y' })).toMatch(/unknown locale "fil"/);
    expect(localizedTextProblem({ 'id-ID': 'y' })).toMatch(/en-PH text is required/);
    expect(localizedTextProblem({ 'en-PH': '' })).toMatch(/en-PH text is required/);
  });
});
