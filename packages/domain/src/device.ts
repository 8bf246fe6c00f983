// Device identity rules (spec §3 device info, user avatar).

/**
 * spec §3/§9 default app id: the operator's placeholder, used when the device gives no usable
 * gaid. It has the same 'brand_id' shape as a real one (an underscore) so every consumer can
 * treat it as a well-formed app_id; operators replace it per deployment if they wish.
 */
export const DEFAULT_APP_ID = 'perya_default';

/** spec §3: app_id is the gaid when it contains an underscore, else the default id. */
export function resolveAppId(gaid: string | null | undefined): string {
  const value = gaid?.trim() ?? '';
  return value.includes('_') ? value : DEFAULT_APP_ID;
}

/** Number of avatars; the index is 0–5 (spec §3, §9). */
export const AVATAR_COUNT = 6;

/** spec §3/§9 avatar index 0–5, drawn from the injected random source ([0, 1) like Math.random). */
export function randomAvatarIndex(random: () => number): number {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return Math.floor(r * AVATAR_COUNT);
}

/** A stored avatar index if valid (integer 0–5), else undefined (spec §3). */
export function parseAvatarIndex(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) < AVATAR_COUNT ? (n as number) : undefined;
}
