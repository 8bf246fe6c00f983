// Public config, app boot and device id bindings.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { contract } from '../contract/index';
import { PUBLIC_CONFIG_VALUES, type PublicConfigKey } from '../contract/config';
import { useApiClient } from './context';
import { useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';
import { queryKeys } from './keys';

type C = typeof contract;

/** Public config changes rarely; five minutes of staleness is fine. */
const CONFIG_STALE_MS = 5 * 60_000;

export function usePublicConfig(key: string, options?: ReadOptions<C['publicConfig']>) {
  return useEndpointQuery(contract.publicConfig, { key }, { staleTime: CONFIG_STALE_MS, ...options });
}

export function usePublicConfigV2(key: string, options?: ReadOptions<C['publicConfigV2']>) {
  return useEndpointQuery(contract.publicConfigV2, { key }, { staleTime: CONFIG_STALE_MS, ...options });
}

/** A known public config value, parsed with its schema (front_public_config, game_black_list, front_game). */
export function usePublicConfigValue<K extends PublicConfigKey>(key: K) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.call(contract.publicConfigV2, { key }),
    queryFn: ({ signal }) => client.call(contract.publicConfigV2, { key }, { signal }),
    select: (data): z.output<(typeof PUBLIC_CONFIG_VALUES)[K]> =>
      PUBLIC_CONFIG_VALUES[key].parse(data.value) as z.output<(typeof PUBLIC_CONFIG_VALUES)[K]>,
    staleTime: CONFIG_STALE_MS,
  });
}

export function useAppBoot(appId: string, options?: ReadOptions<C['appBoot']>) {
  return useEndpointQuery(contract.appBoot, { appId }, options);
}

/** Registers the device; the returned id is stored and sent as the device info id header. */
export function useDeviceGetInfoId(options?: WriteOptions<C['deviceGetInfoId']>) {
  return useEndpointMutation(contract.deviceGetInfoId, { session: 'deviceInfoId' }, options);
}
