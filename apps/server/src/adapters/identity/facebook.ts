// Facebook Login: the brand gets a user access token from the Facebook JS SDK (FB.login) and sends
// it here; it is checked with the Graph API, as Facebook documents for tokens a client hands a
// server ("Manually Build a Login Flow", "Inspecting access tokens"):
//   1. GET {graph}/debug_token?input_token=<token>&access_token=<app id>|<app secret>
//      answers {data:{app_id, type, application, expires_at, is_valid, scopes, user_id}}: the token
//      must be valid, a user token, issued to this app, and not expired;
//   2. GET {graph}/me?fields=id,name,email&access_token=<token>&appsecret_proof=<hmac>
//      answers the profile of the same user id.
// Errors come as {error:{message, type, code, fbtrace_id}} with a 4xx status. The Graph base URL is
// configurable (FACEBOOK_GRAPH_URL): the real one in production, a fake in tests, the sandbox's
// own Graph (facebookSandbox.ts) where FACEBOOK_SANDBOX runs it.
import { createHmac } from 'node:crypto';

export interface FacebookIdentity {
  /** The app-scoped Facebook user id. */
  readonly id: string;
  /** The primary email, when the person shared it (Facebook omits it when none is valid). */
  readonly email: string | undefined;
  readonly name: string | undefined;
}

export type FacebookVerifyResult =
  | { readonly ok: true; readonly identity: FacebookIdentity }
  /** notConfigured: no app id/secret; invalidToken: refused by Facebook; unavailable: Graph unreachable or answering nonsense. */
  | { readonly ok: false; readonly reason: 'notConfigured' | 'invalidToken' | 'unavailable' };

export interface FacebookVerifier {
  verify(accessToken: string): Promise<FacebookVerifyResult>;
}

export interface FacebookGraphConfig {
  readonly appId: string;
  readonly appSecret: string;
  /** Base URL of the Graph API with its version, no trailing slash. */
  readonly graphUrl: string;
}

/** A fetch: the global one, or the sandbox's in-process Graph. */
export type GraphFetch = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;

/** How long one Graph call may take before the login answers "network anomaly". */
export const GRAPH_TIMEOUT_MS = 8_000;

/** An access token is opaque to us, but no real one is this long or holds whitespace. */
const TOKEN_SHAPE = /^[^\s]{1,4096}$/;

interface DebugTokenData {
  readonly app_id?: unknown;
  readonly type?: unknown;
  readonly expires_at?: unknown;
  readonly is_valid?: unknown;
  readonly user_id?: unknown;
}

class Unavailable extends Error {}

/** GET a Graph path; a 4xx with an error body is a refusal (null), anything else odd is Unavailable. */
async function graphGet(fetchImpl: GraphFetch, url: string): Promise<Record<string, unknown> | null> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS) });
  } catch {
    throw new Unavailable('graph unreachable');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Unavailable(`graph answered ${response.status} without JSON`);
  }
  if (typeof body !== 'object' || body === null) throw new Unavailable('graph answered no object');
  const record = body as Record<string, unknown>;
  if (response.status >= 400 && response.status < 500 && typeof record.error === 'object') return null;
  if (!response.ok) throw new Unavailable(`graph answered ${response.status}`);
  return record;
}

export function createFacebookVerifier(config: FacebookGraphConfig | undefined, deps: { now: () => number; fetch?: GraphFetch }): FacebookVerifier {
  const fetchImpl: GraphFetch = deps.fetch ?? ((url, init) => fetch(url, init));
  return {
    async verify(accessToken) {
      if (config === undefined) return { ok: false, reason: 'notConfigured' };
      if (!TOKEN_SHAPE.test(accessToken)) return { ok: false, reason: 'invalidToken' };
      const base = config.graphUrl;
      try {
        const debug = new URL(`${base}/debug_token`);
        debug.searchParams.set('input_token', accessToken);
        debug.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
        const inspected = await graphGet(fetchImpl, debug.toString());
        // A refusal of the app token itself (wrong secret) is our configuration, not the player's.
        if (inspected === null) throw new Unavailable('debug_token refused the app access token');
        const data = inspected.data as DebugTokenData | undefined;
        if (typeof data !== 'object' || data === null) throw new Unavailable('debug_token answered no data');
        if (data.is_valid !== true) return { ok: false, reason: 'invalidToken' };
        if (String(data.app_id) !== config.appId) return { ok: false, reason: 'invalidToken' };
        if (data.type !== undefined && data.type !== 'USER') return { ok: false, reason: 'invalidToken' };
        // expires_at is in seconds; 0 means a token that does not expire.
        const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : Number.NaN;
        if (!Number.isFinite(expiresAt) || (expiresAt !== 0 && expiresAt * 1000 <= deps.now())) return { ok: false, reason: 'invalidToken' };
        const userId = typeof data.user_id === 'string' || typeof data.user_id === 'number' ? String(data.user_id) : '';
        if (!/^\d{1,32}$/.test(userId)) return { ok: false, reason: 'invalidToken' };

        const me = new URL(`${base}/me`);
        me.searchParams.set('fields', 'id,name,email');
        me.searchParams.set('access_token', accessToken);
        // Facebook's "Require App Secret" setting: every server call carries the proof.
        me.searchParams.set('appsecret_proof', createHmac('sha256', config.appSecret).update(accessToken).digest('hex'));
        const profile = await graphGet(fetchImpl, me.toString());
        if (profile === null) return { ok: false, reason: 'invalidToken' };
        if (String(profile.id) !== userId) return { ok: false, reason: 'invalidToken' };
        const name = typeof profile.name === 'string' && profile.name.trim() !== '' ? profile.name.trim() : undefined;
        const email = typeof profile.email === 'string' && profile.email.includes('@') ? profile.email.trim().toLowerCase() : undefined;
        return { ok: true, identity: { id: userId, name, email } };
      } catch (error) {
        if (error instanceof Unavailable) return { ok: false, reason: 'unavailable' };
        throw error;
      }
    },
  };
}
