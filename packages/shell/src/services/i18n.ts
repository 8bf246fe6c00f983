// The shell's use of @perya/i18n: the language comes from the stored 'applang' preference (spec
// §4), kept in the brand's storage (the Android bridge cache when present), and the server's
// English messages are shown through their `messages.<key>` (spec §8).
import { initI18n, messageKeyOfText } from '@perya/i18n';
import type { PeryaI18n } from '@perya/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { LocaleCode } from '@perya/domain';
import type { KeyValueStore } from '../platform/storage';

/** Starts i18n with the brand's locales: a stored language the brand does not offer is ignored. */
export async function startI18n(kv: KeyValueStore, defaultLocale: LocaleCode, locales?: readonly LocaleCode[]): Promise<PeryaI18n> {
  return initI18n({ storage: kv, defaultLocale, ...(locales ? { locales } : {}) });
}

/**
 * The API follows the interface language: every call carries it (the server answers the
 * operator's texts — missions, promotions, banners, VIP levels, offers — in it), and a change of
 * language refetches what is on screen, so those texts change with the app's own words.
 */
export function followLanguage(i18n: PeryaI18n, services: { locale: () => string | undefined; readonly queryClient: QueryClient }): void {
  services.locale = () => i18n.language;
  i18n.on('languageChanged', () => void services.queryClient.invalidateQueries());
}

/** The i18n key of a server message (its English text), so a toast shows it in the player's language. */
export function messageKeyOf(text: string): string | null {
  const key = messageKeyOfText(text);
  return key === undefined ? null : `messages.${key}`;
}
