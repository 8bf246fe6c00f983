// Which tab of the brand's tab bar is the current page (spec §2 tab bar entries). A tab may point
// at one game, `/games/og?id=10002`: it is current only on that game, not on every /games/og page.

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
