// The game catalogue and where games are switched off, read from the operator's data file
// (seed/games.yaml, or GAMES_FILE). The file is checked against the contract on every start:
// brand codes (spec §3), game types (spec §1), no duplicate provider_gameId.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { CONTENT_ATTRS, gameSchema, type Game } from '@perya/api/contract';
import { APP_CODE_PATTERN, BRAND_CODES, DEFAULT_MAX_WIN_MULTIPLIER, GAME_TYPES, IN_HOUSE_GAME_IDS, gameKey, hideEvoGames } from '@perya/domain';

// Local schemas from the domain's lists, so this file's checks do not depend on how the contract
// builds its own (zod or zod/mini).
const brandCode = z.enum(BRAND_CODES);
const gameType = z.enum(GAME_TYPES);

const contentAttr = z.enum(CONTENT_ATTRS);
export type ContentAttr = z.output<typeof contentAttr>;

/** provider_gameId, e.g. og_10006 (spec §3 local storage entries). */
const gameKeyText = z.string().regex(/^[a-z0-9]+_[A-Za-z0-9-]+$/, 'must look like provider_gameId, e.g. og_10006');

const rules = z.object({
  /** provider_gameId entries switched off, e.g. og_10006 for sabong. */
  disabledGames: z.array(gameKeyText).default([]),
  /** Whole brands switched off, e.g. EVO. */
  disabledBrands: z.array(brandCode).default([]),
});
export type AvailabilityRules = z.output<typeof rules>;

/** An app code as the apps send it (HEADERS.appCode) and sign-up records it (spec §6). */
const appCodeText = z.string().regex(APP_CODE_PATTERN, 'an app code is 1-64 letters, digits, _ . or -');

export const catalogueFileSchema = z.object({
  /**
   * Icons are `${iconBase}/${provider}/${gameId}.${iconExt}`. The default base is served by this
   * server (generated tile art, modules/games/icons.ts); an operator points it at their CDN.
   */
  iconBase: z.string().default('/game-icons'),
  iconExt: z.enum(['svg', 'png', 'webp', 'jpg']).default('svg'),
  brands: z
    .array(
      z.object({
        brand: brandCode,
        provider: z.string().regex(/^[a-z0-9]+$/, 'provider must be lower-case letters and digits'),
        games: z.array(
          z.object({
            id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^[A-Za-z0-9-]+$/).max(64)),
            name: z.string().min(1).max(128),
            type: gameType,
            tags: z.array(contentAttr).default([]),
            /**
             * The most one round may pay as a multiple of its stake; a provider credit above it is
             * refused (issue 11). Default: DEFAULT_MAX_WIN_MULTIPLIER of the game's type.
             */
            maxMultiplier: z.number().int().min(1).max(1_000_000).optional(),
          }),
        ),
      }),
    )
    .min(1),
  availability: z
    .object({
      /** Which of `jurisdictions` this server runs under (games.md: sabong is illegal in some markets). */
      jurisdiction: z.string().min(1).optional(),
      jurisdictions: z.record(z.string().min(1), rules).default({}),
      /**
       * Per brand: the app codes of the brand's apps and what it switches off on top. A logged-in
       * player gets the brand of the app code recorded on their account at sign-up; an anonymous
       * caller the app code header (never the Origin header, which any script can set).
       */
      brands: z.array(rules.extend({ name: z.string().min(1), appCodes: z.array(appCodeText).min(1) })).default([]),
    })
    .default({ jurisdictions: {}, brands: [] }),
  /**
   * Sabong's live video: an HLS playlist (.m3u8) or an embeddable player page. `streamUrl` for every
   * brand, `brands` per brand by the app codes of its apps; null: no video (the sandbox then plays
   * its own looping clip).
   */
  sabong: z
    .object({
      streamUrl: z.string().url().nullable().default(null),
      brands: z.array(z.object({ appCodes: z.array(appCodeText).min(1), streamUrl: z.string().url().nullable() })).default([]),
    })
    .default({ streamUrl: null, brands: [] }),
});
export type CatalogueFile = z.output<typeof catalogueFileSchema>;

export interface CatalogueGame extends Game {
  readonly key: string;
  readonly tags: readonly ContentAttr[];
  /** The most one round may pay, as a multiple of its stake (provider credits above it are refused). */
  readonly maxMultiplier: number;
}

export interface Catalogue {
  readonly games: readonly CatalogueGame[];
  /**
   * Rules for an app code (jurisdiction rules plus its brand's own; an app code of no configured
   * brand, or none, gets the jurisdiction rules only).
   */
  rulesFor(appCode: string | undefined): AvailabilityRules;
  /**
   * Rules for an account whose brand is unknown (registered before app codes were recorded): off
   * wherever any brand or the jurisdiction switches it off, so no brand's switch can be dodged.
   */
  readonly strictestRules: AvailabilityRules;
  find(provider: string, gameId: string): CatalogueGame | undefined;
  /** The game of a provider_gameId key, e.g. jili_2 (what a launch session records). */
  findKey(key: string): CatalogueGame | undefined;
  /** Sabong's live video for an app code's brand (the default without one, or for another app). */
  sabongStreamUrl(appCode: string | null | undefined): string | null;
}

export function buildCatalogue(file: CatalogueFile): Catalogue {
  const games: CatalogueGame[] = [];
  const byKey = new Map<string, CatalogueGame>();
  for (const brand of file.brands) {
    for (const g of brand.games) {
      const key = gameKey(brand.provider, g.id);
      if (byKey.has(key)) throw new Error(`duplicate game ${key}`);
      // Checked against the contract's Game (the shape /game/all-list answers).
      const listed = gameSchema.parse({
        gameProvider: brand.provider,
        gameId: g.id,
        gameName: g.name,
        gameType: g.type,
        brand: brand.brand,
        icon: `${file.iconBase}/${brand.provider}/${g.id}.${file.iconExt}`,
      });
      const game: CatalogueGame = { ...listed, key, tags: g.tags, maxMultiplier: g.maxMultiplier ?? DEFAULT_MAX_WIN_MULTIPLIER[g.type] };
      games.push(game);
      byKey.set(key, game);
    }
  }
  for (const id of Object.values(IN_HOUSE_GAME_IDS)) {
    if (!byKey.has(gameKey('og', id))) throw new Error(`the in-house game og_${id} is missing (spec §9 game ids)`);
  }
  const { availability } = file;
  const base: AvailabilityRules =
    availability.jurisdiction === undefined
      ? { disabledGames: [], disabledBrands: [] }
      : (availability.jurisdictions[availability.jurisdiction] ??
        (() => {
          throw new Error(`availability.jurisdiction '${availability.jurisdiction}' is not in availability.jurisdictions`);
        })());
  return {
    games,
    sabongStreamUrl(appCode) {
      const brand = appCode == null ? undefined : file.sabong.brands.find((b) => b.appCodes.includes(appCode));
      return brand === undefined ? file.sabong.streamUrl : brand.streamUrl;
    },
    find: (provider, gameId) => byKey.get(gameKey(provider, gameId)),
    findKey: (key) => byKey.get(key),
    rulesFor(appCode) {
      const brand = appCode === undefined ? undefined : availability.brands.find((b) => b.appCodes.includes(appCode));
      return brand === undefined ? base : combine([base, brand]);
    },
    strictestRules: combine([base, ...availability.brands]),
  };
}

function combine(parts: readonly AvailabilityRules[]): AvailabilityRules {
  return { disabledGames: [...new Set(parts.flatMap((p) => p.disabledGames))], disabledBrands: [...new Set(parts.flatMap((p) => p.disabledBrands))] };
}

/**
 * The switches that apply to a caller (issue 11: never the Origin header): a logged-in player's
 * account decides (the app code recorded at sign-up, or the strictest rules for an account without
 * one); an anonymous caller's app code header decides what the lists show.
 */
export function switchesFor(
  catalogue: Catalogue,
  account: { readonly app_code: string | null } | undefined,
  appCodeHeader: string | undefined,
): AvailabilityRules {
  if (account !== undefined) return account.app_code === null ? catalogue.strictestRules : catalogue.rulesFor(account.app_code);
  return catalogue.rulesFor(appCodeHeader);
}

/** Reads and checks the catalogue file; the error names the file and the first bad field. */
export function loadCatalogueFile(file: string): Catalogue {
  let raw: unknown;
  try {
    const text = readFileSync(file, 'utf8');
    raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new Error(`Cannot read the games file ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const parsed = catalogueFileSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first === undefined ? '' : `${first.path.join('.')}: `;
    throw new Error(`Invalid games file ${file}: ${where}${first?.message ?? 'invalid'}`);
  }
  try {
    return buildCatalogue(parsed.data);
  } catch (error) {
    throw new Error(`Invalid games file ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export function isAvailable(game: Pick<Game, 'gameProvider' | 'gameId' | 'brand'>, rules: AvailabilityRules): boolean {
  return !rules.disabledBrands.includes(game.brand) && !rules.disabledGames.includes(gameKey(game.gameProvider, game.gameId));
}

/**
 * What a player may see: switched-off games hidden (games.md: per brand/jurisdiction), and EVO
 * games hidden for users in the evo exclusion list (spec §6).
 */
export function visibleGames(
  games: readonly CatalogueGame[],
  rules: AvailabilityRules,
  userId: number | undefined,
  evoList: readonly (string | number)[],
): CatalogueGame[] {
  return hideEvoGames(
    games.filter((g) => isAvailable(g, rules)),
    userId,
    evoList,
  );
}

/** The contract's Game without the server's extra fields. */
export function publicGame(game: CatalogueGame): Game {
  return { gameProvider: game.gameProvider, gameId: game.gameId, gameName: game.gameName, gameType: game.gameType, brand: game.brand, icon: game.icon };
}

/** Whether a provider_gameId entry is switched off under these rules (unknown keys: no). */
export function isSwitchedOff(catalogue: Catalogue, key: string, rules: AvailabilityRules): boolean {
  const game = catalogue.findKey(key);
  return game !== undefined && !isAvailable(game, rules);
}
