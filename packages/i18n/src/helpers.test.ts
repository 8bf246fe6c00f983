import { MESSAGES, MESSAGE_KEYS, formatPhoneDisplay, marketDialCode } from '@perya/domain';
import { describe, expect, it } from 'vitest';
import { currencySymbol, messageKey, messageKeyOfText, refusalEnd, refusalText } from './helpers';
import { createI18n } from './syncI18n';
import { memoryStorage, normalizeLocale } from './storage';
import { changeLanguage, initI18n } from './createI18n';

describe('no dialling code per language (issue 23 item 2: the market\'s, never the language\'s)', () => {
  it('offers no helper that reads a dialling code from a locale', async () => {
    const api: Record<string, unknown> = await import('./index');
    expect(api).not.toHaveProperty('dialCode');
  });

  it("writes a PH player's phone as +63 in the SMS-sent line of every language", async () => {
    const i18n = await initI18n({ storage: memoryStorage() });
    const phone = formatPhoneDisplay('09171234567', marketDialCode('PH', 'PH'));
    for (const locale of ['pt-BR', 'es-MX', 'zh-CN'] as const) {
      await changeLanguage(i18n, locale);
      expect(i18n.t('auth.codeSent', { phone })).toContain('+63 917 123 4567');
    }
  });
});

describe("currency symbol of the account's currency (spec §1: never the language's)", () => {
  it('writes the peso by default and each currency its own symbol', () => {
    expect(currencySymbol()).toBe('₱');
    expect(currencySymbol('PHP')).toBe('₱');
    expect(currencySymbol('MXN')).toBe('Mex$');
    expect(currencySymbol('BRL')).toBe('R$');
    expect(currencySymbol('CNY')).toBe('RMB¥');
  });

  it('writes D$ for demo money whatever the currency', () => {
    expect(currencySymbol(undefined, true)).toBe('D$');
    expect(currencySymbol('BRL', true)).toBe('D$');
  });
});

describe('catalogue messages', () => {
  it('maps a catalogue key to its i18n key', () => {
    expect(messageKey('copyFailed')).toBe('messages.copyFailed');
  });

  it('finds the key of every English text the server sends', () => {
    for (const key of MESSAGE_KEYS) {
      const found = messageKeyOfText(MESSAGES[key]);
      expect(found).toBeDefined();
      expect(MESSAGES[found as keyof typeof MESSAGES]).toBe(MESSAGES[key]);
    }
    expect(messageKeyOfText(' Copy failed. ')).toBe('copyFailed');
  });

  it('has no key for a text outside the catalogue', () => {
    expect(messageKeyOfText('Something the server made up')).toBeUndefined();
  });
});

describe('normalizeLocale', () => {
  it('accepts our codes and the older spellings', () => {
    expect(normalizeLocale('pt-BR')).toBe('pt-BR');
    expect(normalizeLocale('enPH')).toBe('en-PH');
    expect(normalizeLocale('zh_cn')).toBe('zh-CN');
    expect(normalizeLocale(' EN-my ')).toBe('en-MY');
  });

  it('rejects anything else', () => {
    for (const value of ['', 'en', 'en-US', 'fil-PH', null, undefined, 42]) {
      expect(normalizeLocale(value)).toBeUndefined();
    }
  });
});

describe('refusal text (issue 15: limits and breaks say when they open again)', () => {
  const i18n = createI18n();
  // 2026-01-01 00:00 GMT+8.
  const midnight = Date.UTC(2025, 11, 31, 16);

  it('adds the reset time of a limit in GMT+8, whatever the device zone', () => {
    const text = refusalText(i18n.t, 'en-PH', 'depositLimitReached', { reason: 'limit', kind: 'deposit', period: 'day', limit: 10_000, remaining: 0, resetsAt: midnight });
    expect(text).toBe(`${MESSAGES.depositLimitReached} Resets at Jan 1, 2026, 12:00 AM (GMT+8).`);
  });

  it("adds the end of a break the player chose", () => {
    const text = refusalText(i18n.t, 'en-PH', 'accountExcluded', { reason: 'excluded', resetsAt: midnight + 3_600_000 });
    expect(text).toBe(`${MESSAGES.accountExcluded} Until Jan 1, 2026, 1:00 AM (GMT+8).`);
  });

  it('is the plain message for other refusals and for details it cannot read', () => {
    expect(refusalText(i18n.t, 'en-PH', 'insufficientAvailableBalance')).toBe(MESSAGES.insufficientAvailableBalance);
    expect(refusalText(i18n.t, 'en-PH', 'ageRestricted21', { reason: 'ageRestricted', minAge: 21 })).toBe(MESSAGES.ageRestricted21);
    expect(refusalEnd({ reason: 'limit', resetsAt: 'tomorrow' })).toBeUndefined();
    expect(refusalEnd({ reason: 'limit', resetsAt: -5 })).toBeUndefined();
    expect(refusalEnd(null)).toBeUndefined();
  });
});
