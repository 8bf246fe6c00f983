// The Facebook Login sandbox (FACEBOOK_SANDBOX=1, on in development; `pnpm start` opts in): a
// stand-in for Facebook, so the button works offline on one machine. It is made of
//  - an SDK script (GET /sandbox/facebook/sdk.js) defining the part of `window.FB` the brand uses
//    (init, login, getLoginStatus, logout): FB.login logs in at once as this browser's sandbox
//    Facebook user, whose id comes from a random key the browser keeps (the server never lets a
//    caller pick a user id, so nobody can log in as another browser's sandbox user);
//  - the token door it calls (POST /sandbox/facebook/login), which answers a signed access token;
//  - an in-process Graph API (`fetch`) answering /debug_token and /me in Facebook's documented
//    shapes, which the real Graph adapter (facebook.ts) checks the tokens with. So the server runs
//    the same code path as in production, minus the network.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FacebookGraphConfig, GraphFetch } from './facebook';

/** The sandbox app's id: what a brand built for the sandbox has as PERYA_FACEBOOK_APP_ID. */
export const FACEBOOK_SANDBOX_APP_ID = 'sandbox';
export const FACEBOOK_SANDBOX_GRAPH_URL = 'https://graph.facebook.sandbox/v21.0';
export const FACEBOOK_SANDBOX_SDK_PATH = '/sandbox/facebook/sdk.js';
export const FACEBOOK_SANDBOX_LOGIN_PATH = '/sandbox/facebook/login';
/** A sandbox access token lives 2 hours, like a short-lived Facebook user token. */
export const FACEBOOK_SANDBOX_TOKEN_TTL_S = 2 * 60 * 60;

export interface FacebookSandbox {
  readonly graph: FacebookGraphConfig;
  readonly fetch: GraphFetch;
  /** The token door: a browser's key (≥ 32 hex characters) → its user's access token. */
  login(key: string): { accessToken: string; userID: string; expiresIn: number } | undefined;
  /** The SDK script, calling the token door on `apiBase`. */
  sdkScript(apiBase: string): string;
}

const b64 = (value: string): string => Buffer.from(value, 'utf8').toString('base64url');

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=UTF-8' } });
}

function graphError(message: string, code: number): Response {
  return json(400, { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('base64url') } });
}

export function createFacebookSandbox(now: () => number): FacebookSandbox {
  const appSecret = randomBytes(32).toString('hex');
  const signingKey = randomBytes(32);
  const sign = (payload: string) => createHmac('sha256', signingKey).update(payload).digest('base64url');

  /** The token's claims when it is one this sandbox signed; expired tokens are still read (debug_token says so). */
  function read(token: string): { u: string; n: string; exp: number; app: string } | undefined {
    const match = /^EAAS([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
    if (!match) return undefined;
    const [, payload = '', signature = ''] = match;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: string; n: string; exp: number; app: string };
    } catch {
      return undefined;
    }
  }

  const fetchGraph: GraphFetch = async (url) => {
    const u = new URL(url);
    const path = u.pathname.replace(/^\/v\d+\.\d+/, '');
    if (path === '/debug_token') {
      if (u.searchParams.get('access_token') !== `${FACEBOOK_SANDBOX_APP_ID}|${appSecret}`) {
        return graphError('Invalid OAuth access token signature.', 190);
      }
      const claims = read(u.searchParams.get('input_token') ?? '');
      if (claims === undefined) {
        return json(200, { data: { error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }, is_valid: false, scopes: [] } });
      }
      return json(200, {
        data: {
          app_id: claims.app,
          type: 'USER',
          application: 'Perya sandbox',
          data_access_expires_at: claims.exp + 90 * 24 * 3600,
          expires_at: claims.exp,
          is_valid: claims.exp * 1000 > now(),
          scopes: ['public_profile'],
          user_id: claims.u,
        },
      });
    }
    if (path === '/me') {
      const token = u.searchParams.get('access_token') ?? '';
      const claims = read(token);
      if (claims === undefined || claims.exp * 1000 <= now()) return graphError('Invalid OAuth access token data.', 190);
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      if (u.searchParams.get('appsecret_proof') !== proof) return graphError('Invalid appsecret_proof provided in the API argument', 100);
      return json(200, { id: claims.u, name: claims.n });
    }
    return graphError(`Unknown path components: ${path}`, 2500);
  };

  return {
    graph: { appId: FACEBOOK_SANDBOX_APP_ID, appSecret, graphUrl: FACEBOOK_SANDBOX_GRAPH_URL },
    fetch: fetchGraph,
    login(key) {
      if (!/^[0-9a-f]{32,128}$/.test(key)) return undefined;
      // 15 digits, like Facebook's app-scoped ids; the key itself never leaves the browser's storage but here.
      const digest = createHash('sha256').update(`perya-fb-sandbox:${key}`).digest();
      const userID = `1${(digest.readBigUInt64BE(0) % 10n ** 14n).toString().padStart(14, '0')}`;
      const exp = Math.floor(now() / 1000) + FACEBOOK_SANDBOX_TOKEN_TTL_S;
      const payload = b64(JSON.stringify({ u: userID, n: `FB Player ${userID.slice(-4)}`, exp, app: FACEBOOK_SANDBOX_APP_ID }));
      return { accessToken: `EAAS${payload}.${sign(payload)}`, userID, expiresIn: FACEBOOK_SANDBOX_TOKEN_TTL_S };
    },
    sdkScript(apiBase) {
      return sandboxSdk(`${apiBase}${FACEBOOK_SANDBOX_LOGIN_PATH}`);
    },
  };
}

/** The sandbox SDK: the FB object's login calls as the real SDK answers them (status + authResponse). */
function sandboxSdk(loginUrl: string): string {
  return `/* Perya Facebook Login sandbox: not Facebook. FB.login logs in as this browser's sandbox user. */
(function () {
  'use strict';
  var KEY = 'perya.facebookSandboxKey';
  var auth = null;
  function browserKey() {
    var key = null;
    try { key = localStorage.getItem(KEY); } catch (e) { key = null; }
    if (!key || !/^[0-9a-f]{64}$/.test(key)) {
      var bytes = new Uint8Array(32);
      crypto.getRandomValues(bytes);
      key = Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
      try { localStorage.setItem(KEY, key); } catch (e) { /* private mode: a new user each time */ }
    }
    return key;
  }
  function answer() {
    return auth ? { status: 'connected', authResponse: auth } : { status: 'unknown', authResponse: null };
  }
  window.FB = {
    init: function () {},
    getLoginStatus: function (cb) { cb(answer()); },
    logout: function (cb) { auth = null; if (cb) cb(answer()); },
    login: function (cb) {
      fetch(${JSON.stringify(loginUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: browserKey() }) })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (body) {
          auth = body && body.accessToken ? { accessToken: body.accessToken, userID: body.userID, expiresIn: body.expiresIn, signedRequest: '', graphDomain: 'facebook', data_access_expiration_time: 0 } : null;
          cb(answer());
        }, function () { auth = null; cb(answer()); });
    }
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
`;
}
