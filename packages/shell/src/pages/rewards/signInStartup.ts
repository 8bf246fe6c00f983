// The start-up sign-in popup (spec §4 "can sign in today"): once per GMT+8 day, for a logged-in
// player who has not signed in yet today. Loaded with import() by DailyPopups after start-up so
// the home route's first load carries none of it.
import type { TFunction } from 'i18next';
import { endpointQueryOptions } from '@perya/api/queries';
import { routes } from '@perya/api/routes';
import { canSignInToday, isLocaleCode, markShownToday } from '@perya/domain';
import { whenTextsLoaded } from '@perya/i18n';
import type { ShellServices } from '../../services/services';
import { openSignInPopup } from './signInFlow';

/**
 * Reads the streak quietly (no toast: the player did not ask for it) and opens the popup when today
 * can be signed. The day is marked once the answer is in, signable or not, so a failed read tries
 * again at the next start-up and a signed-in day is not asked again.
 */
export async function maybeOpenSignInPopup(s: ShellServices, t: TFunction, language: string, storageKey: string, now: number): Promise<void> {
  const data = await s.queryClient.fetchQuery(endpointQueryOptions(s.api, routes.checkinMainPage, undefined, { noToast: true }));
  s.kv.set(storageKey, markShownToday(now));
  if (!canSignInToday(data.list)) return;
  await whenTextsLoaded();
  openSignInPopup(s, t, isLocaleCode(language) ? language : s.config.defaultLocale, data.list);
}
