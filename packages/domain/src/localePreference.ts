// Picking the language at start-up (spec §4 "Language picked from stored preference").
import { DEFAULT_LOCALE, isLocaleCode } from './locale';
import type { LocaleCode } from './locale';

/**
 * spec §4: the stored preference (applang) when it is one of the brand's locales, else the
 * brand's default, else enPH (spec §1). Stored values are matched exactly ('pt-BR').
 */
export function resolveLocale(
  stored: string | null | undefined,
  available: readonly LocaleCode[],
  fallback: LocaleCode = DEFAULT_LOCALE,
): LocaleCode {
  if (isLocaleCode(stored) && available.includes(stored)) return stored;
  return available.includes(fallback) ? fallback : (available[0] ?? DEFAULT_LOCALE);
}
