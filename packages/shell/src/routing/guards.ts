// Route guards of spec §2/§6: login-only routes send a guest to the brand's login surface; demo
// jump, ring and dice stay open to guests when the demo flag is passed.
import type { LoginSurface } from '../brand/BrandConfig';
import type { RouteDef } from './routes';

/** In-house game ids playable as a demo without login: jump, ring, dice (spec §2, §9). */
export const DEMO_GAME_IDS: readonly string[] = ['10003', '10002', '10005'];

/** The query flag that asks for demo play, e.g. `/games/og?id=10003&demo=1`. */
export const DEMO_FLAG = 'demo';

export type GuardDecision =
  | { readonly kind: 'allow' }
  /** Send the guest to login; `back` is where to return after logging in. */
  | { readonly kind: 'login'; readonly back: string };

function isDemoRequest(search: URLSearchParams): boolean {
  const flag = search.get(DEMO_FLAG);
  const id = search.get('id');
  return (flag === '1' || flag === 'true') && id !== null && DEMO_GAME_IDS.includes(id);
}

/** Decides whether a visitor may open `route` (spec §2, §6). */
export function guard(
  route: RouteDef,
  location: { readonly pathname: string; readonly search: string },
  loggedIn: boolean,
  demoEnabled: boolean,
): GuardDecision {
  if (route.access === 'public' || loggedIn) return { kind: 'allow' };
  const search = new URLSearchParams(location.search);
  if (route.access === 'loginOrDemo' && demoEnabled && isDemoRequest(search)) return { kind: 'allow' };
  return { kind: 'login', back: location.pathname + location.search };
}

/**
 * Where the login decision leads for a login surface: a page path with `type=1` (sign in) and the
 * return address, or null when the surface is the login popup (the shell opens it on tab 1).
 */
export function loginHref(surface: LoginSurface, type: 0 | 1, back?: string): string | null {
  if (surface.kind === 'popup') return null;
  const q = new URLSearchParams({ type: String(type) });
  if (back && back !== '/') q.set('redirect', back);
  return `${surface.path}?${q.toString()}`;
}

/** A redirect target is only ever a path of this app (never another origin). */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return '/';
  return raw;
}
