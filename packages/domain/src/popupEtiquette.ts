// When a marketing popup may interrupt a player (spec §2 overlay popups, §4 daily popups), and who
// sees the welcome guide (spec §2 "welcome guide"): the etiquette every start-up popup goes through.

/**
 * The popups that advertise rather than answer something the player did (spec §1 Telegram and the
 * daily guaranteed bonus popup, §4 daily popups and migration tips, §7 the deposit bonus popup):
 * only these are held back by the rules below. A popup the player asked for (a win, a deposit
 * prompt, a confirmation) or one that protects them (birthday, reality check, a forced update)
 * is never held back.
 */
export const MARKETING_POPUPS = ['tg', 'signIn', 'depositBonus', 'guaranteed', 'jumpToMain', 'migrateOver', 'playInMain'] as const;
export type MarketingPopup = (typeof MARKETING_POPUPS)[number];

/**
 * Routes where a player is in a game (spec §2 /games/jili … /games/og and /games/collection, a
 * trade being watched at /trade/detail, the lotto panel): a marketing popup never opens over them.
 * A live round (a jump flight, a sabong fight) is only ever watched on its game's route, so this
 * keeps marketing off live rounds too.
 */
const GAME_ROUTE_PREFIXES = ['/games/', '/trade/detail', '/lottoPanel'] as const;

/** True when the route path (no query) is a game's (spec §2). */
export function isGameRoute(pathname: string): boolean {
  return GAME_ROUTE_PREFIXES.some((prefix) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`)));
}

/**
 * How many marketing popups one arrival (one start of the app by a player) may show: one on the
 * player's first arrival, so a new player's first view is not a pile of offers; two afterwards.
 * They come one after another, never stacked.
 */
export const MARKETING_POPUPS_PER_ARRIVAL = { first: 1, later: 2 } as const;

export interface MarketingMoment {
  /** The route path the player is on. */
  readonly pathname: string;
  /** Any popup is open now (a marketing popup never stacks on another popup). */
  readonly popupOpen: boolean;
  /** This is the player's first arrival (no marketing popup was ever shown to them). */
  readonly firstArrival: boolean;
  /** Marketing popups already shown in this arrival. */
  readonly shownThisArrival: number;
}

/**
 * What to do with a marketing popup that is due (spec §2 overlay popups, §4 daily popups):
 * - `skip`: this arrival has had its share; it is not shown, and not counted as shown, so it is
 *   due again at the next arrival;
 * - `wait`: not now (the player is in a game, or another popup is open); ask again when that
 *   changes;
 * - `show`: open it now.
 */
export function marketingPopupDecision(moment: MarketingMoment): 'show' | 'wait' | 'skip' {
  const limit = moment.firstArrival ? MARKETING_POPUPS_PER_ARRIVAL.first : MARKETING_POPUPS_PER_ARRIVAL.later;
  if (moment.shownThisArrival >= limit) return 'skip';
  if (isGameRoute(moment.pathname) || moment.popupOpen) return 'wait';
  return 'show';
}

/**
 * The welcome guide (spec §2 "welcome guide") is for guests: a player with a session already knows
 * the app. Shown once per device, on the home route only.
 */
export function showsWelcomeGuide(input: { readonly enabled: boolean; readonly seen: boolean; readonly loggedIn: boolean; readonly pathname: string }): boolean {
  return input.enabled && !input.seen && !input.loggedIn && input.pathname === '/';
}
