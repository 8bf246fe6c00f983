// Thin shell helpers over @perya/api's React Query bindings: the player's record only when someone
// is logged in, and public config values outside React (start-up) sharing the hooks' cache.
import { useAtomValue } from 'jotai';
import type { PublicConfigKey } from '@perya/api/contract';
import { publicConfigValueOptions, useUserInfo, type PublicConfigValue } from '@perya/api/queries';
import type { ApiClient } from '@perya/api/client';
import type { QueryClient } from '@tanstack/react-query';
import { marketDialCode, type Market } from '@perya/domain';
import { userIdAtom } from '../state/session';
import { useServices } from './services';

/** The logged-in player (spec §3 User); idle for a guest. */
export function useUser() {
  const uid = useAtomValue(userIdAtom);
  return useUserInfo({ enabled: uid !== null });
}

export type PublicConfig<K extends PublicConfigKey> = PublicConfigValue<K>;

/** A public config value by key, parsed with its schema (spec §3), through the shared query cache. */
export async function fetchPublicConfig<K extends PublicConfigKey>(
  queryClient: QueryClient,
  api: ApiClient,
  key: K,
): Promise<PublicConfig<K>> {
  return queryClient.fetchQuery(publicConfigValueOptions(api, queryClient, key));
}

/**
 * The market whose cash flows and phones the player sees (@perya/domain MARKET_CASH_FLOWS,
 * marketDialCode): the account's, which the server also applies to its channel lists; before
 * user info names it, the brand's (BrandConfig.market, what a guest sees).
 */
export function usePlayerMarket(): { readonly market: Market; readonly dialCode: string } {
  const s = useServices();
  const user = useUser();
  const market = user.data?.market ?? s.config.market;
  // Never the interface language's (issue 23): a PH player reading Português still types +63.
  return { market, dialCode: marketDialCode(user.data?.market, s.config.market) };
}
