// Routes of app start-up: public config by key, app boot (update check) and device ids (spec §7).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PUBLIC_CONFIG_KEYS, frontGameValue } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { Handlers } from '../../http/handlers';
import type { RequestContext } from '../../http/routes';
import { AppError } from '../../http/errors';
import { INTERNAL_KEYS, readConfigValue } from './seed';

function isPublicKey(key: string): boolean {
  return (PUBLIC_CONFIG_KEYS as readonly string[]).includes(key);
}

/**
 * Whether a provider_gameId entry of the home plates is switched off for this caller (games.md: per
 * jurisdiction and brand, the brand from the caller's account or app code; the lobby hides what is off).
 */
export type GameSwitchedOff = (gameKey: string, ctx: RequestContext) => boolean;

export function appHandlers(db: Kysely<Database>, now: () => number, switchedOff: GameSwitchedOff = () => false): Handlers {
  async function publicValue(key: string, ctx: RequestContext): Promise<string> {
    // Only the public keys (spec §3): operator-internal values never leave through getVal.
    const value = isPublicKey(key) ? await readConfigValue(db, key) : undefined;
    if (value === undefined) throw new AppError('NOT_FOUND');
    if (key !== 'front_game') return value;
    const frontGame = frontGameValue.parse(JSON.parse(value));
    return JSON.stringify({
      ...frontGame,
      parts: frontGame.parts.map((part) => ({ ...part, games: part.games.filter((g) => !switchedOff(g, ctx)) })),
    });
  }

  return {
    async publicConfig(input, ctx) {
      return { key: input.key, value: await publicValue(input.key, ctx) };
    },
    async publicConfigV2(input, ctx) {
      return { key: input.key, value: JSON.parse(await publicValue(input.key, ctx)) as unknown };
    },
    async appBoot(input) {
      const stored = await readConfigValue(db, INTERNAL_KEYS.appBoot);
      if (stored === undefined) throw new AppError('NOT_FOUND');
      const byApp = JSON.parse(stored) as Record<string, unknown>;
      const info = Object.hasOwn(byApp, input.appId) ? byApp[input.appId] : byApp.default;
      if (info === undefined) throw new AppError('NOT_FOUND');
      return info as { defaultUrl: string; version: string; newSideUrl: string; newSideVersion: string };
    },
    async deviceGetInfoId(input) {
      const { deviceInfo } = input;
      const fingerprint = deviceInfo.fingerprint?.visitorId ?? deviceInfo.UUID;
      const key = fingerprint === undefined || fingerprint === '' ? null : fingerprint.slice(0, 255);
      if (key !== null) {
        const known = await db.selectFrom('devices').select('id').where('fingerprint', '=', key).executeTakeFirst();
        if (known) return { deviceInfoId: known.id };
      }
      const id = randomUUID();
      try {
        await db
          .insertInto('devices')
          .values({ id, fingerprint: key, app_id: deviceInfo.app_id ?? null, data: JSON.stringify(deviceInfo), created_at: now() })
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error) || key === null) throw error;
        // The same device registered in a parallel call: answer its id.
        const known = await db.selectFrom('devices').select('id').where('fingerprint', '=', key).executeTakeFirstOrThrow();
        return { deviceInfoId: known.id };
      }
      return { deviceInfoId: id };
    },
  };
}
