// Thin shell helpers over @perya/api's React Query bindings: the player's record only when someone
// is logged in, and public config values outside React (start-up) sharing the hooks' cache.
import { useAtomValue } from 'jotai';
import { contract, PUBLIC_CONFIG_VALUES, type PublicConfigKey } from '@perya/api/contract';
import { endpointQueryOptions, useUserInfo } from '@perya/api/queries';
import type { ApiClient } from '@perya/api/client';
import type { QueryClient } from '@tanstack/react-query';
import { userIdAtom } from '../state/session';

/** The logged-in player (spec §3 User); idle for a guest. */
export function useUser() {
  const uid = useAtomValue(userIdAtom);
  return useUserInfo({ enabled: uid !== null });
}

export type PublicConfig<K extends PublicConfigKey> = ReturnType<(typeof PUBLIC_CONFIG_VALUES)[K]['parse']>;

/** A public config value by key, parsed with its schema (spec §3), through the shared query cache. */
export async function fetchPublicConfig<K extends PublicConfigKey>(
  queryClient: QueryClient,
  api: ApiClient,
  key: K,
): Promise<PublicConfig<K>> {
  const data = await queryClient.fetchQuery({ ...endpointQueryOptions(api, contract.publicConfigV2, { key }), staleTime: 5 * 60_000 });
  return PUBLIC_CONFIG_VALUES[key].parse(data.value) as PublicConfig<K>;
}
