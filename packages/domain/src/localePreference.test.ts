import { describe, expect, it } from 'vitest';
import { resolveLocale } from './localePreference';

describe('spec §4 language from stored preference', () => {
  it('uses the stored locale when the brand offers it', () => {
    expect(resolveLocale('pt-BR', ['en-PH', 'pt-BR'])).toBe('pt-BR');
  });
  it('falls back to the brand default, then its first locale, then enPH', () => {
    expect(resolveLocale('pt-BR', ['en-PH', 'id-ID'])).toBe('en-PH');
    expect(resolveLocale('xx', ['id-ID', 'ms-MY'], 'ms-MY')).toBe('ms-MY');
    expect(resolveLocale(null, ['id-ID'])).toBe('id-ID');
    expect(resolveLocale(undefined, [])).toBe('en-PH');
  });
});
