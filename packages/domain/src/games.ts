// Game catalogue facts: types, brands, in-house ids, EVO exclusion, home plates (spec §1, §3, §6, §9).

/** Third-party game types (spec §1). */
export const GAME_TYPES = ['CasinoSlot', 'CasinoLive', 'Arcade', 'Fishing', 'CasinoTable', 'Bingo', 'Poker', 'Lottery'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Brand codes of the game catalogue (spec §3). */
export const BRAND_CODES = [
  'PLG', 'JILI', 'PGSOFT', 'FACAIGAMING', 'EVO', 'HAK', 'BGM', 'RLX', 'BNG', 'JDB', 'CQ9',
  'EVP', 'NLC', 'RT', 'BTG', 'GA', 'T1G', 'PP', 'RICH88', 'NS', 'SEXY',
] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

/**
 * The name a player knows each provider by (spec §3 gives only the codes): what the lobby's
 * provider filter shows, while the code stays the filter's value in the URL and the API.
 * Trade names, the same in every language.
 */
export const BRAND_NAMES: Readonly<Record<BrandCode, string>> = {
  PLG: 'PLG Sabong',
  JILI: 'JILI',
  PGSOFT: 'PG Soft',
  FACAIGAMING: 'Fa Chai',
  EVO: 'Evolution',
  HAK: 'Hacksaw',
  BGM: 'BGaming',
  RLX: 'Relax Gaming',
  BNG: 'Booongo',
  JDB: 'JDB',
  CQ9: 'CQ9',
  EVP: 'Evoplay',
  NLC: 'Nolimit City',
  RT: 'Red Tiger',
  BTG: 'Big Time Gaming',
  GA: 'GameArt',
  T1G: 'T1 Games',
  PP: 'Pragmatic Play',
  RICH88: 'Rich88',
  NS: 'NextSpin',
  SEXY: 'Sexy Gaming',
};

/** Sabong's brand (spec §3). */
export const SABONG_BRAND: BrandCode = 'PLG';
/** The live-casino brand hidden from users in the evo exclusion list (spec §3, §6). */
export const EVO_BRAND: BrandCode = 'EVO';

/** Whether a value is one of the game types (spec §1). */
export function isGameType(value: unknown): value is GameType {
  return typeof value === 'string' && (GAME_TYPES as readonly string[]).includes(value);
}

/** Whether a value is one of the brand codes (spec §3). */
export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && (BRAND_CODES as readonly string[]).includes(value);
}

/** In-house game ids (spec §2 /games/og?id=, §9). */
export const IN_HOUSE_GAME_IDS = {
  sabong: 10006,
  scratch: 10004,
  colorgame: 10001,
  jump: 10003,
  ring: 10002,
  dice: 10005,
} as const;
export type InHouseGame = keyof typeof IN_HOUSE_GAME_IDS;

/** The in-house game of an id (number or numeric string), or undefined (spec §2, §9). */
export function inHouseGameById(id: number | string): InHouseGame | undefined {
  const n = Number(id);
  return (Object.keys(IN_HOUSE_GAME_IDS) as InHouseGame[]).find((game) => IN_HOUSE_GAME_IDS[game] === n);
}

/** spec §2/§6: demo play without login is allowed for jump, ring and dice only. */
export const GUEST_DEMO_GAMES = ['jump', 'ring', 'dice'] as const satisfies readonly InHouseGame[];

export interface GameLike {
  readonly brand: string;
}

/** spec §6: whether a user is in the evo exclusion list (game_black_list.evo); ids compared as text. */
export function isEvoExcluded(userId: string | number | null | undefined, evoList: readonly (string | number)[]): boolean {
  if (userId === null || userId === undefined || String(userId) === '') return false;
  const id = String(userId);
  return evoList.some((entry) => String(entry) === id);
}

/** spec §6: users in the evo exclusion list have EVO-brand games hidden; others see the list as is. */
export function hideEvoGames<T extends GameLike>(
  games: readonly T[],
  userId: string | number | null | undefined,
  evoList: readonly (string | number)[],
): T[] {
  if (!isEvoExcluded(userId, evoList)) return [...games];
  return games.filter((game) => game.brand.toUpperCase() !== EVO_BRAND);
}

/** Home plate lists show at most this many games (spec §9). */
export const HOME_PLATE_MAX = 20;

/** spec §9: a home plate list capped at 20 games, order kept. */
export function capHomePlate<T>(games: readonly T[]): T[] {
  return games.slice(0, HOME_PLATE_MAX);
}

/**
 * The most a third-party round may pay, as a multiple of its stake, per game type, when the
 * catalogue names none for the game (issue 11 item 2: a provider credit above stake × the game's
 * maximum multiplier is refused). Generous for the type's real games (slots' top wins are a few
 * thousand ×; live tables and poker pay far less), small enough that a forged or runaway credit
 * cannot mint money.
 */
export const DEFAULT_MAX_WIN_MULTIPLIER: Readonly<Record<GameType, number>> = {
  CasinoSlot: 10_000,
  CasinoLive: 1_000,
  Arcade: 1_000,
  Fishing: 1_000,
  CasinoTable: 500,
  Bingo: 5_000,
  Poker: 1_000,
  Lottery: 10_000,
};

/** The most a round staking `stake` (minor units) may be credited (issue 11 item 2). */
export function maxRoundCredit(stake: number, maxMultiplier: number): number {
  return stake * maxMultiplier;
}
