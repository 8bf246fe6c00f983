// Operator texts in every locale (missions, promotions, banners, VIP levels, offers): one text per
// locale, English (the default locale) always present and the fallback of every other.
import { DEFAULT_LOCALE, LOCALES, isLocaleCode, type LocaleCode } from './locale';

/** An operator text per locale (spec §1 locales); the default locale's text is always there. */
export type LocalizedText = Readonly<{ 'en-PH': string } & Partial<Record<LocaleCode, string>>>;

/** A plain string is the text of every locale. */
export function localizedText(text: string | LocalizedText): LocalizedText {
  return typeof text === 'string' ? { 'en-PH': text } : text;
}

/**
 * The text a player of `locale` reads (spec §1: default enPH): the locale's own, else the default
 * locale's (an empty text counts as missing, so a blank translation never hides the English).
 */
export function resolveLocalizedText(text: string | LocalizedText, locale: LocaleCode): string {
  if (typeof text === 'string') return text;
  const own = text[locale];
  return own !== undefined && own !== '' ? own : (text[DEFAULT_LOCALE] ?? text['en-PH']);
}

/**
 * The locale of a request's Accept-Language header (spec §1 locales): the first listed tag that
 * is a shipped locale (case aside), else the first shipped locale of the first tag's language
 * ('id' → id-ID, 'zh-TW' → zh-CN), else the default. Weights are ignored: the apps send one tag.
 */
export function localeOfAcceptLanguage(header: string | undefined): LocaleCode {
  if (header === undefined) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => (part.split(';')[0] ?? '').trim().toLowerCase())
    .filter((tag) => tag !== '' && tag !== '*');
  for (const tag of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact !== undefined) return exact;
  }
  for (const tag of tags) {
    const language = tag.split('-')[0];
    const same = LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
    if (same !== undefined) return same;
  }
  return DEFAULT_LOCALE;
}

/** Whether every key of a text map is a shipped locale and the default locale's text is there. */
export function localizedTextProblem(value: Readonly<Record<string, unknown>>): string | undefined {
  const unknown = Object.keys(value).find((key) => !isLocaleCode(key));
  if (unknown !== undefined) return `unknown locale "${unknown}" (one of ${LOCALES.join(', ')})`;
  if (typeof value[DEFAULT_LOCALE] !== 'string' || value[DEFAULT_LOCALE] === '') return `the ${DEFAULT_LOCALE} text is required (the fallback of every locale)`;
  return undefined;
}
