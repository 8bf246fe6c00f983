// Which tab of the brand's tab bar is the current page (spec §2 tab bar entries). A tab may point
// at one game, `/games/og?id=10002`: it is current only on that game, not on every /games/og page.
import { TRACKED_EVENTS } from '@perya/domain';

export interface Place {
  readonly pathname: string;
  readonly search: string;
}

/** True when `to` (a tab target, path plus optional query) names the current place. */
export function tabMatches(to: string, place: Place): boolean {
  const [path = '', query = ''] = to.split('?', 2);
  if (path !== place.pathname) return false;
  const here = new URLSearchParams(place.search);
  for (const [key, value] of new URLSearchParams(query)) {
    if (here.get(key) !== value) return false;
  }
  return true;
}

/** The invite pages (spec §2 older /invite, v3 /v3invite) and the rewards pages a tab may open. */
const INVITE_PAGES = new Set(['/invite', '/v3invite']);
const REWARD_PAGES = new Set(['/promo', '/v3Promo', '/vip', '/task', '/spin', '/points', '/bonus']);

/**
 * spec §5 tracked "invite and reward tabs": which tracked event a tap on a tab is, from the page it
 * opens (an invite page, or a rewards or promotion page), or null for the other tabs.
 */
export function tabTrackedEvent(to: string): typeof TRACKED_EVENTS.inviteTab | typeof TRACKED_EVENTS.rewardTab | null {
  const [path = ''] = to.split('?', 1);
  if (INVITE_PAGES.has(path)) return TRACKED_EVENTS.inviteTab;
  if (REWARD_PAGES.has(path)) return TRACKED_EVENTS.rewardTab;
  return null;
}
