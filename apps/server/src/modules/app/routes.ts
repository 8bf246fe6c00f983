// Routes of app start-up: public config by key, app boot (update check) and device ids (spec §7).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PUBLIC_CONFIG_KEYS } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { Handlers } from '../../http/handlers';
import type { RequestContext } from '../../http/routes';
import { AppError } from '../../http/errors';
import { INTERNAL_KEYS, frontGameSeedSchema, readConfigValue, type FrontGameSeed } from './seed';
import { seedTexts, type TextResolver } from '../texts/texts';

function isPublicKey(key: string): boolean {
  return (PUBLIC_CONFIG_KEYS as readonly string[]).includes(key);
}

/**
 * Whether a provider_gameId entry of the home plates is switched off for this caller (games.md: per
 * jurisdiction and brand, the brand from the caller's account or app code; the lobby hides what is off).
 */
export type GameSwitchedOff = (gameKey: string, ctx: RequestContext) => boolean;

export function appHandlers(
  db: Kysely<Database>,
  now: () => number,
  switchedOff: GameSwitchedOff = () => false,
  texts: TextResolver = seedTexts,
): Handlers {
  /**
   * The home page's front_game for this caller: plates without the games switched off, every
   * title (plates, banners, promos) in the caller's locale.
   */
  function frontGameFor(stored: string, ctx: RequestContext): string {
    const frontGame = frontGameSeedSchema.parse(JSON.parse(stored));
    const titled = (kind: 'banner' | 'homePromo') => (item: FrontGameSeed['banners'][number]) =>
      item.title === undefined ? item : { ...item, title: texts.text(`${kind}:${item.id}:title`, item.title, ctx.locale) };
    return JSON.stringify({
      parts: frontGame.parts.map((part) => ({
        ...part,
        title: texts.text(`plate:${part.key}:title`, part.title, ctx.locale),
        games: part.games.filter((g) => !switchedOff(g, ctx)),
      })),
      banners: frontGame.banners.map(titled('banner')),
      promos: frontGame.promos.map(titled('homePromo')),
    });
  }

  async function publicValue(key: string, ctx: RequestContext): Promise<string> {
    // Only the public keys (spec §3): operator-internal values never leave through getVal.
    const value = isPublicKey(key) ? await readConfigValue(db, key) : undefined;
    if (value === undefined) throw new AppError('NOT_FOUND');
    return key === 'front_game' ? frontGameFor(value, ctx) : value;
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
