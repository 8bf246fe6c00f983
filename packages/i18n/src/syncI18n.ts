// A ready en-PH instance, synchronously, for tests, Storybook and benches. Its own module: it
// holds the whole of en-PH, which an app's initial bundle must not (createI18n.ts, loaders.ts).
import { BUNDLED_LOCALE } from './loaders';
import { enPH } from './locales/en-PH';
import { addFormats, buildInstance, initOptions, markTextsComplete, persistChanges, type PeryaI18n } from './createI18n';
import type { LanguageStorage } from './storage';

/**
 * A ready instance in en-PH, synchronously, for tests and Storybook. Other locales still load
 * lazily on changeLanguage; nothing is stored unless a storage is given.
 */
export function createI18n(options: { readonly storage?: LanguageStorage } = {}): PeryaI18n {
  const instance = buildInstance();
  void instance.init(initOptions(BUNDLED_LOCALE, false, enPH));
  markTextsComplete(instance);
  addFormats(instance);
  if (options.storage) {
    persistChanges(instance, options.storage, (error) => console.warn('i18n: could not save the language', error));
  }
  return instance;
}
