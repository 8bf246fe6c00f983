// How a player enters an in-house game at /games/og (spec §2, §4), as a pure decision.
import { demoEntryRoute, type DemoGame, type DemoState } from '@perya/domain';

export type EntryPlan =
  /** Real play (a logged-in player without the demo flag, or a game with no demo: sabong). */
  | 'real'
  /** Demo without counting an entry (the fairness page of a demo game). */
  | 'demoView'
  /** Demo, counted as an entry (enough entries for direct entry, or scratch and color). */
  | 'demoDirect'
  /** Ask first: the play-entry popup offers demo or real (jump, ring, dice under 3 entries). */
  | 'playEntryPopup';

/**
 * The query flag of a demo the player has just chosen over real play in the black-gold game-entry
 * popup (`/games/og?id=10003&demo=1&chosen=1`).
 */
export const DEMO_CHOSEN_FLAG = 'chosen';

/**
 * `demoChosen`: the player picked "Try demo" in the game-entry popup, which asks what the play-entry
 * popup asks (demo or real). Asking the same question twice in a row is noise, so that demo enters
 * directly (still counted as an entry); without that choice spec §4's rule holds.
 */
export function entryPlan(
  demoKey: DemoGame | null,
  request: { readonly demoRequested: boolean; readonly loggedIn: boolean; readonly fair: boolean; readonly demoChosen?: boolean },
  demoState: DemoState | null,
): EntryPlan {
  const wantDemo = demoKey !== null && (request.demoRequested || !request.loggedIn);
  if (!wantDemo || demoState === null) return 'real';
  if (request.fair) return 'demoView';
  if (request.demoChosen === true && request.demoRequested) return 'demoDirect';
  return demoEntryRoute(demoKey, demoState) === 'direct' ? 'demoDirect' : 'playEntryPopup';
}
