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

export function entryPlan(
  demoKey: DemoGame | null,
  request: { readonly demoRequested: boolean; readonly loggedIn: boolean; readonly fair: boolean },
  demoState: DemoState | null,
): EntryPlan {
  const wantDemo = demoKey !== null && (request.demoRequested || !request.loggedIn);
  if (!wantDemo || demoState === null) return 'real';
  if (request.fair) return 'demoView';
  return demoEntryRoute(demoKey, demoState) === 'direct' ? 'demoDirect' : 'playEntryPopup';
}
