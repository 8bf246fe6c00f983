// Builds the i18next instance every brand app renders with: en-PH's first-screen text bundled and
// the rest of it loaded right after start-up, other locales loaded lazily through a backend, the
// language restored from storage and saved when it changes.
import i18next from 'i18next';
import type { BackendModule, InitOptions, i18n as I18nInstance, ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, LOCALES, isCurrencyCode, isLocaleCode } from '@perya/domain';
import type { LocaleCode } from '@perya/domain';
import { formatMoney } from '@perya/domain/money';
import { BUNDLED_LOCALE, BUNDLED_RESOURCES, loadEnPH, loadLocaleResources } from './loaders';
import type { LocaleResources } from './resources';
import { LANGUAGE_STORAGE_KEY, normalizeLocale, webStorage } from './storage';
import type { LanguageStorage } from './storage';

/** The i18next instance type the app passes around. */
export type PeryaI18n = I18nInstance;

/** The one i18next namespace: keys are grouped inside it ('wallet.cashIn', 'messages.copyFailed'). */
export const NAMESPACE = 'translation';

export interface InitI18nOptions {
  /** Where the language choice is kept; default window.localStorage (memory when unavailable). */
  readonly storage?: LanguageStorage;
  /** The language when nothing valid is stored; default en-PH (spec §1). */
  readonly defaultLocale?: LocaleCode;
  /**
   * The locales this brand offers (brand config); default all of LOCALES. A stored language
   * outside the list is ignored at start-up and changeLanguage refuses it. Must hold defaultLocale.
   */
  readonly locales?: readonly LocaleCode[];
  /** Told when saving the language fails; default console.warn. The change itself still applies. */
  readonly onStorageError?: (error: unknown) => void;
}

/** Reads a locale's resources on demand; i18next calls it for any language it does not hold. */
const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace !== NAMESPACE) {
      callback(new Error(`unknown namespace '${namespace}'`), false);
      return;
    }
    if (!isLocaleCode(language)) {
      callback(new Error(`unsupported locale '${language}'`), false);
      return;
    }
    loadLocaleResources(language).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

/**
 * The `money` format for interpolations: {{amount, money}} writes integer minor units in the spec
 * §5 format (formatMoney of @perya/domain) with the symbol of the account's currency, the
 * `currency` t() option (the t of this package's useTranslation adds the CurrencyProvider's; code
 * outside React passes it), PHP without one; never the language's: a peso balance stays ₱ in every
 * locale. When the t() options carry `demo: true` the symbol is D$ (spec §1). A value that is
 * not a safe integer makes formatMoney throw, which i18next reports and answers with the raw value.
 */
function moneyFormat(value: unknown, lng: string | undefined, options: Record<string, unknown>): string {
  const given = options['currency'];
  return formatMoney(value as number, {
    locale: isLocaleCode(lng) ? lng : DEFAULT_LOCALE,
    currency: isCurrencyCode(given) ? given : DEFAULT_CURRENCY,
    demo: options['demo'] === true,
  });
}

/** Pending writes of the language choice, so changeLanguage can wait until it is stored. */
const pendingWrites = new WeakMap<PeryaI18n, Promise<void>>();

/** The locales each instance's brand offers (all when not listed). */
const offered = new WeakMap<PeryaI18n, readonly LocaleCode[]>();

/** The locales the player may pick on this instance, in LOCALES order: for the language picker. */
export function availableLocales(instance: PeryaI18n): readonly LocaleCode[] {
  return offered.get(instance) ?? LOCALES;
}

/** @internal */
export function persistChanges(instance: PeryaI18n, storage: LanguageStorage, onError: (error: unknown) => void): void {
  instance.on('languageChanged', (lng: string) => {
    if (!isLocaleCode(lng)) return;
    const write = Promise.resolve()
      .then(() => storage.set(LANGUAGE_STORAGE_KEY, lng))
      .catch(onError);
    pendingWrites.set(instance, write);
  });
}

/** Per instance, the load of the rest of en-PH into it (started once, again after a failure). */
const completions = new WeakMap<PeryaI18n, Promise<void>>();

/** Settles when the last instance initI18n made has the whole text of its language. */
let textsLoading: Promise<void> = Promise.resolve();

/** @internal For an instance given the whole of en-PH from the start (createI18n). */
export function markTextsComplete(instance: PeryaI18n): void {
  completions.set(instance, Promise.resolve());
}

/**
 * Adds the whole of en-PH to an instance that was given only its first-screen part. Components
 * re-render when it lands (`bindI18nStore: 'added'`).
 */
function completeEnPH(instance: PeryaI18n): Promise<void> {
  let done = completions.get(instance);
  if (done === undefined) {
    done = loadEnPH().then(
      (all) => {
        instance.addResourceBundle(BUNDLED_LOCALE, NAMESPACE, all, true, false);
      },
      (error: unknown) => {
        completions.delete(instance);
        throw error;
      },
    );
    completions.set(instance, done);
  }
  return done;
}

/**
 * Settles when the app's i18n instance holds the whole text of its language: at once, except for
 * en-PH in the moments after start-up, while the rest of its text loads. Lazy pages wait for it
 * with their chunk, so they never show a key. Never rejects: a failed load leaves en-PH's
 * first-screen text, and the next page tries again.
 */
export function whenTextsLoaded(): Promise<void> {
  return textsLoading;
}

function loadTexts(instance: PeryaI18n): void {
  if (currentLocale(instance) !== BUNDLED_LOCALE) return;
  textsLoading = completeEnPH(instance).catch((error: unknown) => {
    console.warn('i18n: the rest of the en-PH text could not be loaded', error);
  });
}

/** @internal An instance with the backend and React bindings, not yet initialised. */
export function buildInstance(): PeryaI18n {
  const instance = i18next.createInstance();
  instance.use(lazyBackend).use(initReactI18next);
  return instance;
}

/** @internal i18next's options: `bundled` is what en-PH starts with (all of it, or its first screen). */
export function initOptions(lng: LocaleCode, initAsync: boolean, bundled: LocaleResources | typeof BUNDLED_RESOURCES): InitOptions {
  return {
    lng,
    fallbackLng: BUNDLED_LOCALE,
    supportedLngs: [...LOCALES],
    nonExplicitSupportedLngs: false,
    // Only the exact locale: 'pt-BR' must not also request a 'pt' bundle that does not exist.
    load: 'currentOnly',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [BUNDLED_LOCALE]: { [NAMESPACE]: bundled } },
    // en-PH (its first-screen part) is given up front; the backend is asked for every other locale.
    partialBundledLanguages: true,
    initAsync,
    // A chunk that fails to load is retried once, then the text falls back to en-PH.
    maxRetries: 1,
    // React escapes what it renders; escaping here too would show &amp; to players.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render when text is added: the rest of en-PH arrives after the first screen.
    react: { useSuspense: false, bindI18nStore: 'added' },
  };
}

/** @internal */
export function addFormats(instance: PeryaI18n): void {
  instance.services.formatter?.add('money', (value, lng, options: Record<string, unknown>) => moneyFormat(value, lng, options));
}

/**
 * Starts i18n for the app (spec §4 start-up: "Language picked from stored preference"): reads
 * `applang` from the storage, uses it when it names a supported locale (older spellings such as
 * 'enPH' are understood), otherwise `defaultLocale`; loads that locale's resources, then saves
 * every later language change back to the storage. Resolves when the text is ready to render.
 */
export async function initI18n(options: InitI18nOptions = {}): Promise<PeryaI18n> {
  const storage = options.storage ?? webStorage();
  const onError = options.onStorageError ?? ((error: unknown) => console.warn('i18n: could not save the language', error));
  const defaultLocale = options.defaultLocale ?? DEFAULT_LOCALE;
  if (!isLocaleCode(defaultLocale)) {
    throw new RangeError(`defaultLocale '${String(defaultLocale)}' is not one of ${LOCALES.join(', ')}`);
  }
  const unknown = (options.locales ?? []).filter((code) => !isLocaleCode(code));
  if (unknown.length > 0) throw new RangeError(`locales ${unknown.join(', ')} are not among ${LOCALES.join(', ')}`);
  const locales = LOCALES.filter((code) => (options.locales ?? LOCALES).includes(code));
  if (!locales.includes(defaultLocale)) {
    throw new RangeError(`defaultLocale ${defaultLocale} is not among the offered locales ${locales.join(', ')}`);
  }
  let stored: string | null | undefined;
  try {
    stored = await storage.get(LANGUAGE_STORAGE_KEY);
  } catch (error) {
    // An unreadable preference must not keep the app from starting: use the default.
    onError(error);
    stored = undefined;
  }
  const restored = normalizeLocale(stored);
  const lng = restored !== undefined && locales.includes(restored) ? restored : defaultLocale;
  const instance = buildInstance();
  offered.set(instance, locales);
  await instance.init(initOptions(lng, true, BUNDLED_RESOURCES));
  addFormats(instance);
  if (!instance.hasResourceBundle(lng, NAMESPACE)) {
    // The stored locale's chunk did not load (offline start): show en-PH now and keep the stored
    // choice, so the next start tries that locale again.
    await instance.changeLanguage(BUNDLED_LOCALE);
  }
  // The first screen renders now; the rest of en-PH follows (no wait when it is not the language).
  loadTexts(instance);
  persistChanges(instance, storage, onError);
  return instance;
}

/**
 * Switches the language and stores the choice under `applang`. Throws RangeError for a code that
 * is not one of our locales, and an Error when the locale's resources cannot be loaded; in both
 * cases the current language and the stored choice stay as they were.
 */
export async function changeLanguage(instance: PeryaI18n, locale: LocaleCode): Promise<void> {
  const locales = availableLocales(instance);
  if (!isLocaleCode(locale) || !locales.includes(locale)) {
    throw new RangeError(`'${String(locale)}' is not a supported locale (${locales.join(', ')})`);
  }
  await instance.loadLanguages(locale);
  if (!instance.hasResourceBundle(locale, NAMESPACE)) {
    throw new Error(`the texts of ${locale} could not be loaded; the language stays ${currentLocale(instance)}`);
  }
  if (locale === BUNDLED_LOCALE) {
    // Back to en-PH from another language: the rest of its text, if it was never loaded.
    await completeEnPH(instance).catch(() => {
      throw new Error(`the texts of ${locale} could not be loaded; the language stays ${currentLocale(instance)}`);
    });
  }
  await instance.changeLanguage(locale);
  await pendingWrites.get(instance);
}

/** The locale the instance shows now, as one of our codes (en-PH when it is anything else). */
export function currentLocale(instance: PeryaI18n): LocaleCode {
  return normalizeLocale(instance.resolvedLanguage ?? instance.language) ?? BUNDLED_LOCALE;
}
