// App and public configuration: config by key, device id, app boot (update check).
import { z } from 'zod/mini';
import { deviceInfo, userId } from './common';
import { defineEndpoint } from './endpoint';
import { PROMO_KINDS } from './activity';

/** Public config keys the front end reads (spec §3). */
export const PUBLIC_CONFIG_KEYS = ['front_public_config', 'game_black_list', 'front_game'] as const;
export type PublicConfigKey = (typeof PUBLIC_CONFIG_KEYS)[number];

/** `game_black_list`: users in `evo` have EVO games hidden (spec §6). */
export const gameBlackListValue = z.object({ evo: z.array(userId) });

const banner = z.object({
  id: z.string(),
  image: z.string(),
  /** In-app route or absolute URL opened on tap. */
  link: z.string(),
  title: z.optional(z.string()),
  /** The promotion kind (promoList) whose amount the card shows; absent: headline and call only. */
  offer: z.optional(z.enum(PROMO_KINDS)),
});

/** `front_game`: home page parts (game plates), banners and promos (spec §3). */
export const frontGameValue = z.object({
  parts: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      /** Plate contents as provider_gameId entries (spec §3 recentGame format). */
      games: z.array(z.string()),
    }),
  ),
  banners: z.array(banner),
  promos: z.array(banner),
});

/**
 * `front_public_config`: front-end switches. The spec does not show its fields; these are what
 * the product's behaviour needs (support links, emergency alert, migration flags).
 */
export const frontPublicConfigValue = z.object({
  telegramUrl: z.string(),
  customerServiceUrl: z.string(),
  /** Emergency alert page (spec §1): when set, users are pushed to this new app URL. */
  emergencyAlertUrl: z.string(),
  /** Protect-migration check at start-up is enabled (spec §4). */
  protectMigrationEnabled: z.boolean(),
  /** Daily guaranteed bonus popup is enabled (spec §1). */
  guaranteedPopupEnabled: z.boolean(),
});

/** Schema of each public config key's value, for parsing `publicConfigV2` results. */
export const PUBLIC_CONFIG_VALUES = {
  front_public_config: frontPublicConfigValue,
  game_black_list: gameBlackListValue,
  front_game: frontGameValue,
} as const satisfies Record<PublicConfigKey, z.ZodMiniType>;

const configKey = z.string().check(z.minLength(1), z.maxLength(64));

export const publicConfig = defineEndpoint({
  name: 'publicConfig',
  method: 'POST',
  path: '/x2/app/zhou/getVal',
  request: () => z.object({ key: configKey }),
  /** v1 returns the stored JSON text as-is. Unknown key: NOT_FOUND. */
  response: () => z.object({ key: z.string(), value: z.string() }),
  options: { noAuth: true, noToast: true },
  summary: 'Public config by key, value as stored JSON text (spec §7: no auth, no toast).',
});

export const publicConfigV2 = defineEndpoint({
  name: 'publicConfigV2',
  method: 'POST',
  path: '/x2/app/zhou/v2/getVal',
  request: () => z.object({ key: configKey }),
  /** v2 returns the parsed value; parse it with `PUBLIC_CONFIG_VALUES[key]`. */
  response: () => z.object({ key: z.string(), value: z.unknown() }),
  options: { noAuth: true, noToast: true },
  summary: 'Public config by key, value parsed (spec §7: no auth, no toast).',
});

export const deviceGetInfoId = defineEndpoint({
  name: 'deviceGetInfoId',
  method: 'POST',
  path: '/x2/device/getInfoId',
  request: () => z.object({ deviceInfo }),
  /** The same device (fingerprint visitorId or UUID) gets the same id back. */
  response: () => z.object({ deviceInfoId: z.string().check(z.minLength(1)) }),
  options: { noToast: true },
  auth: 'optional',
  summary: 'Register the collected device object; returns the device info id header value.',
});

export const appBoot = defineEndpoint({
  name: 'appBoot',
  method: 'GET',
  path: '/x2/app/boot/v2/{appId}',
  request: () => z.object({ appId: z.string().check(z.minLength(1)) }),
  response: () => z.object({
    /** Where the app should go when its version is older than `version`. */
    defaultUrl: z.string(),
    /** Latest version "major.minor.patch"; newer than 4.3.0 triggers the update redirect (spec §4). */
    version: z.string(),
    /** The new side app (migration target) and its version. */
    newSideUrl: z.string(),
    newSideVersion: z.string(),
  }),
  options: { noAuth: true, noToast: true },
  summary: 'App boot info for the update check (spec §7).',
});
