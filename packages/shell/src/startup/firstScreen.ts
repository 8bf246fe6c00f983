// Which page the first screen is, decided before React renders (issue 13: the first screen must not
// wait for start-up). A first visit to the home shows the welcome guide at once, once per device.
import type { BrandConfig } from '../brand/BrandConfig';
import { STORAGE_KEYS, type KeyValueStore } from '../platform/storage';

export const WELCOME_PATH = '/welcome';

/** The route path of a location hash: `#/games/og?id=1` → `/games/og`; no hash is home. */
export function hashPath(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/** True when this start opens on the first-run welcome guide instead of home. */
export function opensOnWelcome(config: Pick<BrandConfig, 'features'>, kv: Pick<KeyValueStore, 'get'>, hash: string): boolean {
  return config.features.welcomeGuide && kv.get(STORAGE_KEYS.welcomeSeen) !== '1' && hashPath(hash) === '/';
}
