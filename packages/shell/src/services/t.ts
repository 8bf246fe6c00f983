// Translating a key that comes from data (a brand config's tab label, a server message) rather
// than from code: i18n's typed keys cannot check it at compile time; the i18n key tests and a
// missing-key fallback to the key itself cover it at run time.
import type { TFunction } from 'i18next';

export function tData(t: TFunction, key: string, options?: Record<string, unknown>): string {
  return (t as unknown as (k: string, o?: Record<string, unknown>) => string)(key, options);
}
