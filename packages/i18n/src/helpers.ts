// Per-locale facts the screens show next to the text: currency symbol and dialling code.
import { LOCALE_INFO, MESSAGES } from '@perya/domain';
import type { LocaleCode, MessageKey } from '@perya/domain';
import { currencySymbol as symbolFor } from '@perya/domain/money';

/** The currency symbol of a locale, or D$ for demo money whatever the locale (spec §1). */
export function currencySymbol(locale: LocaleCode, demo = false): string {
  return symbolFor({ locale, demo });
}

/** The international dialling code of a locale, with the plus sign (spec §1: +63 for en-PH). */
export function dialCode(locale: LocaleCode): string {
  return LOCALE_INFO[locale].dialCode;
}

/** The i18n key of a catalogue message: what the front end shows for it (spec §8). */
export function messageKey<K extends MessageKey>(key: K): `messages.${K}` {
  return `messages.${key}`;
}

/** Catalogue keys by English text, built on the first lookup (start-up has no work to do for it). */
let keyByText: Map<string, MessageKey> | undefined;

function keysByText(): Map<string, MessageKey> {
  if (keyByText === undefined) {
    keyByText = new Map();
    for (const [key, text] of Object.entries(MESSAGES) as [MessageKey, string][]) {
      // Two keys may share an English text (serverError and networkAnomaly); the first wins, and
      // the locales translate such pairs identically.
      if (!keyByText.has(text)) keyByText.set(text, key);
    }
  }
  return keyByText;
}

/**
 * The catalogue key of a server envelope message (the server sends the English text, spec §8),
 * or undefined for a text that is not in the catalogue.
 */
export function messageKeyOfText(text: string): MessageKey | undefined {
  return keysByText().get(text.trim());
}
