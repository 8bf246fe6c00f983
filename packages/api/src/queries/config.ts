// Public config, app boot and device id bindings.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { Contract as C } from '../contract/index';
import { loadContract, routes } from '../contract/routes';
import type { PUBLIC_CONFIG_VALUES, PublicConfigKey } from '../contract/config';
import type { ApiClient } from '../client/createClient';
import { useApiClient } from './context';
import { endpointQueryOptions, useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

/** Public config changes rarely; five minutes of staleness is fine. */
const CONFIG_STALE_MS = 5 * 60_000;

export function usePublicConfig(key: string, options?: ReadOptions<C['publicConfig']>) {
  return useEndpointQuery(routes.publicConfig, { key }, { staleTime: CONFIG_STALE_MS, ...options });
}

export function usePublicConfigV2(key: string, options?: ReadOptions<C['publicConfigV2']>) {
  return useEndpointQuery(routes.publicConfigV2, { key }, { staleTime: CONFIG_STALE_MS, ...options });
}

/** The parsed value of a known public config key (spec §3). */
export type PublicConfigValue<K extends PublicConfigKey> = z.output<(typeof PUBLIC_CONFIG_VALUES)[K]>;

/**
 * `queryOptions` of a known public config value, parsed with its schema: the `publicConfigV2`
 * call (its cache shared with `usePublicConfigV2`) then the key's schema, which loads with the
 * contract. Its key is the call's key plus `'value'`, so invalidating the endpoint covers it.
 * The call inside is tried once: this query's own retry tries again (both retrying made nine
 * attempts, and a start-up with the API down waited through all of them).
 */
export function publicConfigValueOptions<K extends PublicConfigKey>(client: ApiClient, queryClient: QueryClient, key: K) {
  const raw = { ...endpointQueryOptions(client, routes.publicConfigV2, { key }), staleTime: CONFIG_STALE_MS };
  return queryOptions({
    queryKey: [...raw.queryKey, 'value'] as const,
    queryFn: async (): Promise<PublicConfigValue<K>> => {
      const [data, { PUBLIC_CONFIG_VALUES: schemas }] = await Promise.all([queryClient.fetchQuery({ ...raw, retry: false }), loadContract()]);
      return schemas[key].parse(data.value) as PublicConfigValue<K>;
    },
    staleTime: CONFIG_STALE_MS,
  });
}

/** A known public config value, parsed with its schema (front_public_config, game_black_list, front_game). */
export function usePublicConfigValue<K extends PublicConfigKey>(key: K) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery(publicConfigValueOptions(client, queryClient, key));
}

export function useAppBoot(appId: string, options?: ReadOptions<C['appBoot']>) {
  return useEndpointQuery(routes.appBoot, { appId }, options);
}

/** Registers the device; the returned id is stored and sent as the device info id header. */
export function useDeviceGetInfoId(options?: WriteOptions<C['deviceGetInfoId']>) {
  return useEndpointMutation(routes.deviceGetInfoId, { session: 'deviceInfoId' }, options);
}
