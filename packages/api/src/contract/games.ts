// Games: lists, launch URL, the PG Soft raw HTML launcher.
import { z } from 'zod/mini';
import { BRAND_CODES, CURRENCIES, GAME_TYPES } from '@perya/domain';
import { minorUnits } from './common';
import { defineEndpoint } from './endpoint';

/** Third-party game types (spec §1), from @perya/domain. */
export { GAME_TYPES };
export const gameType = z.enum(GAME_TYPES);

/** Brand codes (spec §3), from @perya/domain. PLG is the in-house brand (sabong and the other own games). */
export { BRAND_CODES };
export const brandCode = z.enum(BRAND_CODES);

/** Content attributes of /x2/game/show-list (spec §7). */
export const CONTENT_ATTRS = ['TOP', 'NEW', 'HOT'] as const;

/** Game (spec §3). `gameProvider` is the lower-case provider key used in routes (jili, fachai, pg, og). */
export const gameSchema = z.object({
  gameProvider: z.string().check(z.minLength(1)),
  gameId: z.string().check(z.minLength(1)),
  gameName: z.string(),
  gameType,
  brand: brandCode,
  /** Icon image URL. */
  icon: z.string(),
});
export type Game = z.output<typeof gameSchema>;

/** Default list limit per filter (spec §5). */
export const GAME_LIST_DEFAULT_LIMIT = 10_000;

export const gameAllList = defineEndpoint({
  name: 'gameAllList',
  method: 'POST',
  path: '/game/all-list',
  request: () => z.object({
    brand: z.optional(brandCode),
    gameType: z.optional(gameType),
    /** Default 10000 (spec §5). */
    limit: z.optional(z.int().check(z.gte(1), z.lte(GAME_LIST_DEFAULT_LIMIT))),
  }),
  response: () => z.object({ list: z.array(gameSchema) }),
  options: { noToast: true },
  auth: 'optional',
  summary: 'All games, by brand (spec §7). EVO games are left out for users on the evo black list.',
});

export const gameShowList = defineEndpoint({
  name: 'gameShowList',
  method: 'GET',
  path: '/x2/game/show-list',
  request: () => z.object({ contentAttr: z.enum(CONTENT_ATTRS) }),
  response: () => z.object({ list: z.array(gameSchema) }),
  options: { noToast: true },
  auth: 'optional',
  summary: 'Games of a lobby plate: TOP, NEW or HOT (spec §7).',
});

/** One win of the lobby's recent-winners ticker (our design: the spec shows no ticker call). */
export const recentWinSchema = z.object({
  /** Unique across in-house and provider rounds. */
  id: z.string().check(z.minLength(1)),
  /** The winner as public lists show them (spec §5 private name display), never the whole name. */
  name: z.string(),
  /** What the round paid, minor units of the winner's currency. */
  amount: minorUnits,
  currency: z.enum(CURRENCIES),
  gameProvider: z.string().check(z.minLength(1)),
  gameId: z.string().check(z.minLength(1)),
  gameName: z.string(),
  /** When the round settled, epoch ms. */
  at: z.int(),
});
export type RecentWin = z.output<typeof recentWinSchema>;

export const gameRecentWins = defineEndpoint({
  name: 'gameRecentWins',
  method: 'GET',
  path: '/x2/game/recent-wins',
  request: () => z.object({}),
  response: () => z.object({ list: z.array(recentWinSchema) }),
  options: { noToast: true },
  auth: 'optional',
  summary:
    "The latest settled wins above the ticker's threshold across in-house and provider games, newest first, names masked, games the caller may see only (our design).",
});

/**
 * A game id as the catalogue writes them (games.yaml: 1-64 letters, digits and '-'); any other id is
 * refused VALIDATION before it reaches the catalogue (issue 26 item 7c: an odd id answered 500).
 */
export const launchGameId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));
/** A provider code as the catalogue writes them (lower-case letters and digits). */
export const launchGameProvider = z.string().check(z.regex(/^[a-z0-9]{1,32}$/));

export const gameLaunch = defineEndpoint({
  name: 'gameLaunch',
  method: 'POST',
  path: '/hd/login',
  request: () => z.object({
    gameProvider: launchGameProvider,
    gameId: launchGameId,
    /** Locale code, e.g. en-PH. */
    lang: z.optional(z.string()),
    /** Where the game's exit button returns to. */
    backUrl: z.optional(z.string()),
  }),
  response: () => z.object({
    /** Launch URL to open (iframe or new page). */
    url: z.string().check(z.minLength(1)),
  }),
  options: { noToast: true, turnLogin: false },
  summary: 'Game launch URL (spec §7: no login redirect, no toast). Errors: GAME_NOT_FOUND, FEATURE_DISABLED.',
});

export const pgSoftGameHtml = defineEndpoint({
  name: 'pgSoftGameHtml',
  method: 'POST',
  path: '/x2/pg-soft/get-game-html',
  request: () => z.object({ gameId: launchGameId, lang: z.optional(z.string()) }),
  /** The HTML page itself, not an envelope (spec §5: returns its raw response). */
  response: () => z.string(),
  options: { raw: true, noToast: true, turnLogin: false },
  summary: 'PG Soft launcher HTML, returned unwrapped (spec §5, §7).',
});
