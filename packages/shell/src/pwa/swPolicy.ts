// What the service worker may cache: the app's own static files only. API calls are never
// cached (spec §7 data must always be fresh; a cached balance would be wrong).

export interface SwRequest {
  readonly url: string;
  readonly method: string;
  readonly mode?: string;
}

/** True when the request may be answered from, or stored in, the cache. */
export function isCacheable(req: SwRequest, scopeOrigin: string, apiBase: string): boolean {
  if (req.method !== 'GET') return false;
  let url: URL;
  try {
    url = new URL(req.url);
  } catch (_) {
    return false;
  }
  if (url.origin !== scopeOrigin) return false;
  if (apiBase) {
    const api = new URL(apiBase, scopeOrigin);
    if (url.origin === api.origin && api.pathname !== '/' && url.pathname.startsWith(api.pathname)) return false;
    if (url.origin === api.origin && api.pathname === '/' && api.origin !== scopeOrigin) return false;
  }
  if (/^\/(x2|misson|spin|user-point|misson-checkin|vip|hd|game|act-guaranteed|api)\//.test(url.pathname)) return false;
  if (url.pathname.endsWith('/sw.js')) return false;
  return true;
}

/** Navigations are served network-first so a new deploy shows at once; assets cache-first. */
export function strategyFor(req: SwRequest): 'network-first' | 'cache-first' {
  return req.mode === 'navigate' || new URL(req.url).pathname.endsWith('/') || req.url.endsWith('.html')
    ? 'network-first'
    : 'cache-first';
}
