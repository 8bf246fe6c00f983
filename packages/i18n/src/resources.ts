// The shape every locale's resources must have, and the helper that builds a regional English
// variant from en-PH.
import type { enPH } from './locales/en-PH';

/** Same keys as T, every leaf a plain (mutable) string. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Resources of one locale: en-PH's key space exactly, every value a translation. */
export type LocaleResources = Widen<typeof enPH>;

/** A partial LocaleResources, for a variant that overrides only where its wording differs. */
export type LocaleOverrides<T = LocaleResources> = {
  readonly [K in keyof T]?: T[K] extends string ? string : LocaleOverrides<T[K]>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(base: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = base[key];
    if (value === undefined) continue;
    if (!(key in base)) throw new Error(`override '${key}' is not a key of the base resources`);
    out[key] = isRecord(current) && isRecord(value) ? mergeInto(current, value) : value;
  }
  return out;
}

/**
 * A complete locale made from a base locale plus the strings where the variant's wording differs
 * (en-IN and en-MY from en-PH). Throws for an override key the base does not have, so a typo
 * cannot add a stray key.
 */
export function withOverrides(base: LocaleResources, overrides: LocaleOverrides): LocaleResources {
  return mergeInto(base, overrides) as LocaleResources;
}

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key t() accepts, e.g. 'wallet.status.pending': for props that carry a key. */
export type TranslationKey = Paths<LocaleResources>;
