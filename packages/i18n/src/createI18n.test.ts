// Start-up language (spec §4: picked from the stored preference), lazy loading of the locales,
// the stored choice under `applang` (spec §3), and money in interpolations (spec §5).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, memoryStorage } from './storage';
import type { LanguageStorage } from './storage';
import { availableLocales, changeLanguage, currentLocale, initI18n, whenTextsLoaded } from './createI18n';
import { createI18n } from './syncI18n';
import type * as MsMYModuleNs from './locales/ms-MY';

type MsMYModule = typeof MsMYModuleNs;

// Record when a lazy locale module is evaluated, i.e. when its chunk would be fetched.
const evaluated = vi.hoisted(() => [] as string[]);
const failing = vi.hoisted(() => ({ msMY: false }));

vi.mock('./locales/id-ID', async (importOriginal) => {
  evaluated.push('id-ID');
  return importOriginal();
});
vi.mock('./locales/pt-BR', async (importOriginal) => {
  evaluated.push('pt-BR');
  return importOriginal();
});
vi.mock('./locales/ms-MY', async (importOriginal) => {
  evaluated.push('ms-MY');
  const original = await importOriginal<MsMYModule>();
  return {
    get msMY() {
      // Stands in for a chunk that cannot be fetched (offline).
      if (failing.msMY) throw new Error('chunk failed to load');
      return original.msMY;
    },
  };
});

afterEach(() => {
  failing.msMY = false;
});

describe('initI18n', () => {
  it('starts in en-PH when nothing is stored, without loading any other locale', async () => {
    const storage = memoryStorage();
    const i18n = await initI18n({ storage });
    expect(currentLocale(i18n)).toBe('en-PH');
    // The first screen's text is there at once; the rest of en-PH follows.
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('messages.copyFailed')).toBe('Copy failed.');
    await whenTextsLoaded();
    expect(i18n.t('wallet.cashIn')).toBe('Cash in');
    expect(evaluated).toEqual([]);
    // Starting does not write a choice the player never made.
    expect(storage.entries()).toEqual({});
  });

  it('restores the stored language and loads only that locale', async () => {
    const i18n = await initI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'pt-BR' }) });
    expect(currentLocale(i18n)).toBe('pt-BR');
    expect(i18n.t('wallet.cashOut')).toBe('Sacar');
    // Modules are evaluated once per test file, so the order of the tests above makes this exact.
    expect(evaluated).toEqual(['pt-BR']);
    // Back to en-PH: the whole of its text, though the instance started with its first screen only.
    await changeLanguage(i18n, 'en-PH');
    expect(i18n.t('wallet.cashOut')).toBe('Cash out');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('understands the older compact spelling of a stored language', async () => {
    const i18n = await initI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'idID' }) });
    expect(currentLocale(i18n)).toBe('id-ID');
    expect(i18n.t('common.cancel')).toBe('Batal');
  });

  it('falls back to en-PH for an unknown stored value', async () => {
    const i18n = await initI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'xx-YY' }) });
    expect(currentLocale(i18n)).toBe('en-PH');
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('uses the brand default locale when nothing valid is stored', async () => {
    const i18n = await initI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: '' }), defaultLocale: 'es-MX' });
    expect(currentLocale(i18n)).toBe('es-MX');
    expect(i18n.t('common.cancel')).toBe('Cancelar');
  });

  it('offers only the brand locales: a stored language outside them is ignored and refused', async () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'zh-CN' });
    const i18n = await initI18n({ storage, locales: ['pt-BR', 'en-PH'], defaultLocale: 'pt-BR' });
    expect(currentLocale(i18n)).toBe('pt-BR');
    expect(availableLocales(i18n)).toEqual(['en-PH', 'pt-BR']);
    await expect(changeLanguage(i18n, 'zh-CN')).rejects.toThrow(RangeError);
    expect(currentLocale(i18n)).toBe('pt-BR');
    expect(storage.entries()[LANGUAGE_STORAGE_KEY]).toBe('zh-CN');
  });

  it('refuses a brand locale list without its default locale', async () => {
    await expect(initI18n({ storage: memoryStorage(), locales: ['pt-BR'] })).rejects.toThrow(/not among the offered/);
  });

  it('refuses a default locale that is not supported', async () => {
    await expect(initI18n({ storage: memoryStorage(), defaultLocale: 'fr-FR' as never })).rejects.toThrow(RangeError);
  });

  it('works with an asynchronous storage such as a native bridge', async () => {
    const data = new Map([[LANGUAGE_STORAGE_KEY, 'zh-CN']]);
    const bridge: LanguageStorage = {
      get: async (key) => data.get(key),
      set: async (key, value) => {
        data.set(key, value);
      },
    };
    const i18n = await initI18n({ storage: bridge });
    expect(i18n.t('common.ok')).toBe('确定');
    await changeLanguage(i18n, 'en-IN');
    expect(data.get(LANGUAGE_STORAGE_KEY)).toBe('en-IN');
  });

  it('starts in the default locale when the storage cannot be read', async () => {
    const onStorageError = vi.fn();
    const broken: LanguageStorage = {
      get: () => {
        throw new Error('bridge unavailable');
      },
      set: () => undefined,
    };
    const i18n = await initI18n({ storage: broken, onStorageError });
    expect(currentLocale(i18n)).toBe('en-PH');
    expect(onStorageError).toHaveBeenCalledOnce();
  });

  it('shows en-PH when the stored locale cannot be loaded, and keeps the choice for next time', async () => {
    failing.msMY = true;
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ms-MY' });
    const i18n = await initI18n({ storage });
    expect(currentLocale(i18n)).toBe('en-PH');
    expect(i18n.t('common.cancel')).toBe('Cancel');
    expect(storage.entries()[LANGUAGE_STORAGE_KEY]).toBe('ms-MY');
  });
});

describe('changeLanguage', () => {
  it('loads the locale lazily, switches, and stores the choice under applang', async () => {
    const storage = memoryStorage();
    const i18n = await initI18n({ storage });
    await changeLanguage(i18n, 'id-ID');
    expect(currentLocale(i18n)).toBe('id-ID');
    expect(i18n.t('wallet.cashIn')).toBe('Setor');
    expect(i18n.t('messages.networkAnomaly')).toBe('Jaringan bermasalah, silakan coba lagi nanti.');
    expect(storage.entries()).toEqual({ [LANGUAGE_STORAGE_KEY]: 'id-ID' });

    // The next start restores it.
    const again = await initI18n({ storage });
    expect(currentLocale(again)).toBe('id-ID');
  });

  it('rejects an unknown locale and changes nothing', async () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'es-MX' });
    const i18n = await initI18n({ storage });
    await expect(changeLanguage(i18n, 'klingon' as never)).rejects.toThrow(/not a supported locale/);
    expect(currentLocale(i18n)).toBe('es-MX');
    expect(storage.entries()[LANGUAGE_STORAGE_KEY]).toBe('es-MX');
  });

  it('keeps the current language and the stored choice when the locale cannot be loaded', async () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en-PH' });
    const i18n = await initI18n({ storage });
    failing.msMY = true;
    await expect(changeLanguage(i18n, 'ms-MY')).rejects.toThrow(/could not be loaded/);
    expect(currentLocale(i18n)).toBe('en-PH');
    expect(storage.entries()[LANGUAGE_STORAGE_KEY]).toBe('en-PH');
  });

  it('reports a failed write without undoing the change', async () => {
    const onStorageError = vi.fn();
    const readOnly: LanguageStorage = {
      get: () => null,
      set: () => {
        throw new Error('quota exceeded');
      },
    };
    const i18n = await initI18n({ storage: readOnly, onStorageError });
    await changeLanguage(i18n, 'pt-BR');
    expect(currentLocale(i18n)).toBe('pt-BR');
    expect(onStorageError).toHaveBeenCalledOnce();
  });

  it('stores a change made directly on the instance too', async () => {
    const storage = memoryStorage();
    const i18n = await initI18n({ storage });
    await i18n.changeLanguage('zh-CN');
    await vi.waitFor(() => expect(storage.entries()[LANGUAGE_STORAGE_KEY]).toBe('zh-CN'));
  });
});

describe('createI18n', () => {
  it('is ready in en-PH synchronously', () => {
    const i18n = createI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('still loads other locales on demand', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'es-MX');
    expect(i18n.t('nav.home')).toBe('Inicio');
  });
});

describe("money in text (spec §5 format, spec §1: the account's currency, never the language's)", () => {
  it('keeps a peso account in pesos whatever the language', async () => {
    const i18n = await initI18n({ storage: memoryStorage() });
    expect(i18n.t('popups.win.body', { amount: 123450 })).toBe('You won ₱1,234.50');
    await changeLanguage(i18n, 'pt-BR');
    expect(i18n.t('popups.win.body', { amount: 123450 })).toBe('Você ganhou ₱1,234.50');
    await changeLanguage(i18n, 'id-ID');
    expect(i18n.t('popups.win.body', { amount: 123450 })).not.toContain('Rp');
  });

  it('writes the currency given to t(), PHP without one: nothing held outside the call', async () => {
    const i18n = await initI18n({ storage: memoryStorage() });
    expect(i18n.t('popups.win.body', { amount: 123450, currency: 'BRL' })).toBe('You won R$1,234.50');
    expect(i18n.t('popups.win.body', { amount: 123450 })).toBe('You won ₱1,234.50');
    expect(i18n.t('popups.win.body', { amount: 123450, currency: 'not-a-currency' })).toBe('You won ₱1,234.50');
  });

  it('writes D$ for demo money in any locale', async () => {
    const i18n = await initI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'zh-CN' }) });
    expect(i18n.t('popups.win.body', { amount: 10000, demo: true })).toBe('您赢得了 D$100.00');
  });

  it('formats every amount of a text', async () => {
    const i18n = await initI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en-IN' }) });
    expect(i18n.t('wallet.amountRange', { min: 10000, max: 5000000 })).toBe('Min ₱100.00 · Max ₱50,000.00');
  });
});
