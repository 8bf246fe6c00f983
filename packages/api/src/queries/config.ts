// Public config, app boot and device id bindings.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { loadContract, routes } from '../contract/routes';
import type { PUBLIC_CONFIG_VALUES, PublicConfigKey } from '../contract/config';
import { readOf, writeOf } from './factory';

/** Public config changes rarely; five minutes of staleness is fine. */
const CONFIG_STALE_MS = 5 * 60_000;

export const publicConfigQuery = readOf(routes.publicConfig, { staleTime: CONFIG_STALE_MS });

export const publicConfigV2Query = readOf(routes.publicConfigV2, { staleTime: CONFIG_STALE_MS });

/** The parsed value of a known public config key (spec §3). */
export type PublicConfigValue<K extends PublicConfigKey> = z.output<(typeof PUBLIC_CONFIG_VALUES)[K]>;

/**
 * `queryOptions` of a known public config value, parsed with its schema (front_public_config,
 * game_black_list, front_game): the `publicConfigV2` call (its cache shared with
 * `publicConfigV2Query`) then the key's schema, which loads with the contract. Its key is the
 * call's key plus `'value'`, so invalidating the endpoint covers it. The call inside is tried once:
 * this query's own retry tries again (both retrying made nine attempts, and a start-up with the
 * API down waited through all of them).
 */
export function publicConfigValueQuery<K extends PublicConfigKey>(key: K) {
  const raw = publicConfigV2Query({ key });
  return queryOptions({
    queryKey: [...raw.queryKey, 'value'] as const,
    queryFn: async ({ client }): Promise<PublicConfigValue<K>> => {
      const [data, { PUBLIC_CONFIG_VALUES: schemas }] = await Promise.all([client.fetchQuery({ ...raw, retry: false }), loadContract()]);
      return schemas[key].parse(data.value) as PublicConfigValue<K>;
    },
    staleTime: CONFIG_STALE_MS,
  });
}

export const appBootQuery = readOf(routes.appBoot);

/** Registers the device; the returned id is stored and sent as the device info id header. */
export const deviceGetInfoIdMutation = writeOf(routes.deviceGetInfoId, { session: 'deviceInfoId' });
