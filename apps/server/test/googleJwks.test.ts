// Issue 26 item 4: Google sign-in against keys served over HTTP, as in production. A local JWKS
// endpoint (GOOGLE_JWKS_URL) stands in for https://www.googleapis.com/oauth2/v3/certs, and the real
// server verifies ID tokens with jose's remote key set (src/adapters/identity/google.ts): keys are
// fetched once and cached (jose: refetched after 10 min, or for an unknown kid at most once per 30
// s), a rotated key (new kid) is fetched, and a token of another key, for another audience, from
// another issuer or expired is refused with spec §8's "please check whether the information is
// correct". Unset GOOGLE_CLIENT_ID answers "clientId is required" (test/accounts.contract.test.ts).
// SQLite only: nothing here depends on the database.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { failure, testClient } from './client';
import { startTestServer, type TestServer } from './harness';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

const CLIENT_ID = 'perya-jwks-test.apps.googleusercontent.com';

describe('issue 26 item 4: Google ID tokens verified against a JWKS served over HTTP', () => {
  let server: TestServer;
  let jwksServer: Server;
  /** The keys the JWKS endpoint serves now (a rotation changes it). */
  let served: JWK[] = [];
  let fetches = 0;
  const keys = new Map<string, KeyPair>();

  const publicJwk = async (kid: string) => ({ ...(await exportJWK(keys.get(kid)!.publicKey)), kid, alg: 'RS256', use: 'sig' });

  beforeAll(async () => {
    for (const kid of ['k1', 'k2', 'stranger']) keys.set(kid, await generateKeyPair('RS256', { extractable: true }));
    served = [await publicJwk('k1')];
    jwksServer = createServer((_req, res) => {
      fetches += 1;
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'public, max-age=20000');
      res.end(JSON.stringify({ keys: served }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
    server = await startTestServer('sqlite', { env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: url } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An ID token as Google signs it: RS256 with a kid, its issuer, our client id, an hour's life. */
  function idToken(sub: string, options: { kid?: string; signWith?: string; audience?: string; issuer?: string; expiresAt?: number } = {}) {
    const nowS = Math.floor(server.clock.now() / 1000);
    const kid = options.kid ?? 'k1';
    return new SignJWT({ sub, email: `${sub}@example.com`, email_verified: true, name: 'Maria Santos' })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt(nowS - 60)
      .setExpirationTime(options.expiresAt ?? nowS + 3600)
      .sign(keys.get(options.signWith ?? kid)!.privateKey);
  }
  const login = async (token: string) => testClient(server.baseUrl).call(contract.googleLoginV3, { idToken: token });
  const refusal = async (token: string) => {
    const error = await failure(login(token));
    return [error.code, error.msg];
  };
  const REFUSED = [ERROR_CODES.CREDENTIALS_INCORRECT, MESSAGES.checkInformation];
  /** Moves the wall clock jose reads for its cache and cooldown (only Date is faked; sockets run). */
  const wallClockAhead = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  };

  it('a token signed by the served key verifies; the keys are fetched once and cached', async () => {
    const first = await login(await idToken('jwks-ana'));
    expect(first.isNew).toBe(true);
    expect(fetches).toBe(1);
    expect(await login(await idToken('jwks-ana'))).toMatchObject({ userId: first.userId, isNew: false });
    expect((await login(await idToken('accounts.google.com-issuer', { issuer: 'accounts.google.com' }))).isNew).toBe(true);
    expect(fetches).toBe(1);
  });

  it('a token of another key, for another audience, from another issuer or expired is refused with the spec text', async () => {
    const nowS = Math.floor(server.clock.now() / 1000);
    // The served kid, signed by a key that is not Google's.
    expect(await refusal(await idToken('forger', { kid: 'k1', signWith: 'stranger' }))).toEqual(REFUSED);
    // Issued to another app's client id.
    expect(await refusal(await idToken('other-app', { audience: 'another-client.apps.googleusercontent.com' }))).toEqual(REFUSED);
    // Not Google's issuer.
    expect(await refusal(await idToken('evil-issuer', { issuer: 'https://accounts.evil.example' }))).toEqual(REFUSED);
    // Expired a minute ago by the server's clock.
    expect(await refusal(await idToken('expired', { expiresAt: nowS - 60 }))).toEqual(REFUSED);
    // Garbage and an unsigned token.
    expect(await refusal('not-a-jwt')).toEqual(REFUSED);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'x', aud: CLIENT_ID, iss: 'https://accounts.google.com', exp: nowS + 600 })).toString('base64url')}.`;
    expect(await refusal(unsigned)).toEqual(REFUSED);
    // None of them made an account.
    const made = await server.database.db.selectFrom('users').select('account').where('account', 'in', ['google:forger', 'google:other-app', 'google:evil-issuer', 'google:expired', 'google:x']).execute();
    expect(made).toEqual([]);
  });

  it('key rotation: a new kid is fetched (at most once per 30 s); a retired key stops verifying once the 10-minute cache expires', async () => {
    const before = fetches;
    // Google publishes its next key beside the current one.
    served = [await publicJwk('k1'), await publicJwk('k2')];
    // A token of the new kid, over 30 s after the last fetch: the cached set lacks it, so jose fetches the set again.
    wallClockAhead(31_000);
    expect((await login(await idToken('rotated-ben', { kid: 'k2' }))).isNew).toBe(true);
    expect(fetches).toBe(before + 1);
    // An unknown kid right after that fetch is refused without another fetch (the 30 s cooldown).
    expect(await refusal(await idToken('unknown-kid', { kid: 'k9', signWith: 'stranger' }))).toEqual(REFUSED);
    expect(fetches).toBe(before + 1);
    // Google retires k1: served no more. Cached for 10 minutes, then the set is fetched afresh and k1 fails.
    served = [await publicJwk('k2')];
    expect((await login(await idToken('jwks-ana'))).isNew).toBe(false);
    vi.useRealTimers();
    wallClockAhead(31_000 + 11 * 60_000);
    expect(await refusal(await idToken('jwks-ana'))).toEqual(REFUSED);
    expect(fetches).toBe(before + 2);
    expect((await login(await idToken('rotated-ben', { kid: 'k2' }))).isNew).toBe(false);
  });
});

// Google's keys out of reach say nothing about the player's token: spec §8's "network anomaly"
// (try again later), as Facebook's Graph API down does, not "check whether the information is
// correct", which would send a player with a good Google account looking for a mistake of theirs.
describe("issue 26 item 4: Google's keys out of reach", () => {
  let server: TestServer;
  let jwksServer: Server;
  let key: KeyPair;
  /** What the key endpoint answers now. */
  let mode: 'down' | 'garbage' | 'up' = 'down';
  let url = '';

  beforeAll(async () => {
    key = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(key.publicKey)), kid: 'live', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      if (mode === 'down') {
        res.statusCode = 503;
        res.end('Service Unavailable');
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(mode === 'garbage' ? '<html>maintenance</html>' : JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/oauth2/v3/certs`;
    server = await startTestServer('sqlite', { env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: url } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (jwksServer.listening) await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
  });

  const token = (sub: string) => {
    const nowS = Math.floor(server.clock.now() / 1000);
    return new SignJWT({ sub, email: `${sub}@example.com`, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'live', typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setIssuedAt(nowS - 60)
      .setExpirationTime(nowS + 3600)
      .sign(key.privateKey);
  };
  const login = async (sub: string) => testClient(server.baseUrl).call(contract.googleLoginV3, { idToken: await token(sub) });
  const made = async (sub: string) => server.database.db.selectFrom('users').select('id').where('account', '=', `google:${sub}`).execute();
  const ANOMALY = [ERROR_CODES.SERVER_ERROR, MESSAGES.networkAnomaly];

  it('a good token while the key set answers 503 or no key set is "network anomaly", never "check the information"; nothing is made', async () => {
    for (const answer of ['down', 'garbage'] as const) {
      mode = answer;
      const error = await failure(login('outage-rosa'));
      expect([error.code, error.msg], answer).toEqual(ANOMALY);
    }
    expect(await made('outage-rosa')).toEqual([]);
    // Google answers again: the same player signs in at once (a failed fetch is not cached).
    mode = 'up';
    expect((await login('outage-rosa')).isNew).toBe(true);
    // A forged token is still refused with the spec's text while the keys are reachable.
    const forged = await failure(testClient(server.baseUrl).call(contract.googleLoginV3, { idToken: `${(await token('forger')).slice(0, -4)}AAAA` }));
    expect([forged.code, forged.msg]).toEqual([ERROR_CODES.CREDENTIALS_INCORRECT, MESSAGES.checkInformation]);
  });

  it('nothing listening at the key URL is "network anomaly" too', async () => {
    const other = await startTestServer('sqlite', { env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: url } });
    try {
      await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
      const error = await failure(testClient(other.baseUrl).call(contract.googleLoginV3, { idToken: await token('nobody-home') }));
      expect([error.code, error.msg]).toEqual(ANOMALY);
    } finally {
      await other.close();
    }
  });
});
