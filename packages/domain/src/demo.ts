// Demo (training) play of the in-house games: balances, bet and entry counts (spec §3, §4, §9).
import type { MessageKey } from './messages';

/** Games with a demo mode (spec §3). */
export const DEMO_GAMES = ['jump', 'ring', 'dice', 'scratch', 'color'] as const;
export type DemoGame = (typeof DEMO_GAMES)[number];

/**
 * Demo balance at start: 100 demo dollars (spec §4, §9). Demo balances are integer minor units,
 * like real money, so the same formatMoney(…, { demo: true }) writes 'D$100.00' and bets of
 * 0.50 work; 100 major units = 10 000 minor units.
 */
export const DEMO_START_BALANCE_MINOR = 10_000;
/** After more than this many demo bets the switch-to-real popup opens (spec §4, §9). */
export const DEMO_BETS_BEFORE_SWITCH = 3;
/** Entries scratch and color start with (spec §4). */
export const DEMO_START_ENTRIES_SCRATCH_COLOR = 4;
/** Entries jump, ring and dice need for direct demo entry (spec §4). */
export const DEMO_DIRECT_ENTRY_MIN = 3;

export interface DemoState {
  /** Demo balance in minor units. */
  readonly balance: number;
  /** Demo bets placed. */
  readonly betCount: number;
  /** Demo entries counted for the game (see demoEntryRoute). */
  readonly entryCount: number;
}

/** Whether a value names a game with a demo mode (spec §3). */
export function isDemoGame(value: unknown): value is DemoGame {
  return typeof value === 'string' && (DEMO_GAMES as readonly string[]).includes(value);
}

/**
 * spec §4 initial demo state: balance 100, no bets; scratch and color start with 4 entries,
 * jump, ring and dice with 0 (the spec gives no start for them, and they must earn direct entry).
 */
export function initialDemoState(game: DemoGame): DemoState {
  const entryCount = game === 'scratch' || game === 'color' ? DEMO_START_ENTRIES_SCRATCH_COLOR : 0;
  return { balance: DEMO_START_BALANCE_MINOR, betCount: 0, entryCount };
}

/**
 * Reads a stored demo state (spec §3 local storage "demo balances and entries"); anything
 * malformed (not an object, negative or non-integer numbers) falls back to the initial state.
 */
export function parseDemoState(game: DemoGame, stored: unknown): DemoState {
  if (typeof stored === 'object' && stored !== null) {
    const { balance, betCount, entryCount } = stored as Record<string, unknown>;
    const count = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
    if (count(balance) && count(betCount) && count(entryCount)) return { balance, betCount, entryCount };
  }
  return initialDemoState(game);
}

/**
 * spec §4 direct demo entry: jump, ring and dice open directly only with at least 3 entries,
 * else the play-entry popup opens; scratch and color always open directly. entryCount is read
 * as the number of demo entries the player has made (scratch and color are credited 4 up front).
 */
export function demoEntryRoute(game: DemoGame, state: DemoState): 'direct' | 'playEntryPopup' {
  if (game === 'scratch' || game === 'color') return 'direct';
  return state.entryCount >= DEMO_DIRECT_ENTRY_MIN ? 'direct' : 'playEntryPopup';
}

/** Counts one demo entry into a game (spec §4). */
export function recordDemoEntry(state: DemoState): DemoState {
  return { ...state, entryCount: state.entryCount + 1 };
}

/** spec §4: after more than 3 demo bets the switch-to-real popup opens. */
export function shouldSwitchToReal(state: DemoState): boolean {
  return state.betCount > DEMO_BETS_BEFORE_SWITCH;
}

export type DemoBetResult =
  | { readonly ok: true; readonly state: DemoState; readonly switchToReal: boolean }
  | { readonly ok: false; readonly error: MessageKey };

/**
 * Places a demo bet (spec §4): the stake leaves the demo balance and the bet is counted; when the
 * count passes 3, switchToReal asks for the popup. Refused, state unchanged, when the stake is not
 * a positive integer of minor units ('amountRequired') or exceeds the balance
 * ('insufficientAvailableBalance').
 */
export function placeDemoBet(state: DemoState, stakeMinor: number): DemoBetResult {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) return { ok: false, error: 'amountRequired' };
  if (stakeMinor > state.balance) return { ok: false, error: 'insufficientAvailableBalance' };
  const next = { ...state, balance: state.balance - stakeMinor, betCount: state.betCount + 1 };
  return { ok: true, state: next, switchToReal: shouldSwitchToReal(next) };
}

/** Credits a demo win (the payout including the stake, in minor units; 0 for a loss) (spec §4). */
export function settleDemoBet(state: DemoState, payoutMinor: number): DemoState {
  if (!Number.isSafeInteger(payoutMinor) || payoutMinor < 0) {
    throw new RangeError(`payout must be a non-negative integer of minor units, got ${String(payoutMinor)}`);
  }
  return { ...state, balance: state.balance + payoutMinor };
}
