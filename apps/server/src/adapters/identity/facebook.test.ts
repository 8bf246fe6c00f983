import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraph, type FakeGraph } from '../../../test/fakeGraph';
import { createFacebookVerifier } from './facebook';
import { createFacebookSandbox, FACEBOOK_SANDBOX_TOKEN_TTL_S } from './facebookSandbox';

describe('Facebook access token verifier (Graph API)', () => {
  const app = { appId: '1234567890', appSecret: 'fb-test-secret-0123456789abcdef' };
  const now = () => Date.UTC(2026, 0, 1);
  const inAnHour = now() / 1000 + 3600;
  let graph: FakeGraph;

  beforeAll(async () => {
    graph = await startFakeGraph(app, now);
    graph.tokens.set('EAAgood', { userId: '10150000000000001', appId: app.appId, expiresAt: inAnHour, name: ' Ana Reyes ', email: 'Ana@Example.com' });
    graph.tokens.set('EAAforever', { userId: '10150000000000002', appId: app.appId, expiresAt: 0 });
    graph.tokens.set('EAAother', { userId: '10150000000000003', appId: '999999', expiresAt: inAnHour, name: 'Other App' });
    graph.tokens.set('EAAexpired', { userId: '10150000000000004', appId: app.appId, expiresAt: now() / 1000 - 1 });
    graph.tokens.set('EAArevoked', { userId: '10150000000000005', appId: app.appId, expiresAt: inAnHour, invalid: true });
  });
  afterAll(() => graph.close());

  const verifier = () => createFacebookVerifier({ ...app, graphUrl: graph.url }, { now });

  it('accepts a valid user token of this app and reads the profile with the app secret proof', async () => {
    graph.requests.length = 0;
    expect(await verifier().verify('EAAgood')).toEqual({ ok: true, identity: { id: '10150000000000001', name: 'Ana Reyes', email: 'ana@example.com' } });
    const [debug, me] = graph.requests;
    expect(debug?.pathname).toBe('/v21.0/debug_token');
    expect(debug?.searchParams.get('input_token')).toBe('EAAgood');
    expect(debug?.searchParams.get('access_token')).toBe(`${app.appId}|${app.appSecret}`);
    expect(me?.pathname).toBe('/v21.0/me');
    expect(me?.searchParams.get('fields')).toBe('id,name,email');
    expect(me?.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
    // A token that never expires (expires_at 0) is valid; no name or email is fine.
    expect(await verifier().verify('EAAforever')).toEqual({ ok: true, identity: { id: '10150000000000002', name: undefined, email: undefined } });
  });

  it('refuses an unknown token, a token of another app, an expired one and a revoked one', async () => {
    for (const token of ['EAAunknown', 'EAAother', 'EAAexpired', 'EAArevoked', 'has space', '']) {
      expect(await verifier().verify(token), token).toEqual({ ok: false, reason: 'invalidToken' });
    }
    // Expired by our clock even where Facebook still says valid: the clock of the server decides too.
    const later = createFacebookVerifier({ ...app, graphUrl: graph.url }, { now: () => inAnHour * 1000 });
    expect(await later.verify('EAAgood')).toEqual({ ok: false, reason: 'invalidToken' });
  });

  it('says unavailable for a wrong app secret or an unreachable Graph, and notConfigured without an app', async () => {
    const wrongSecret = createFacebookVerifier({ ...app, appSecret: 'wrong', graphUrl: graph.url }, { now });
    expect(await wrongSecret.verify('EAAgood')).toEqual({ ok: false, reason: 'unavailable' });
    // A port nobody listens on.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const port = address !== null && typeof address !== 'string' ? address.port : 9;
    const down = createFacebookVerifier({ ...app, graphUrl: `http://127.0.0.1:${port}/v21.0` }, { now });
    expect(await down.verify('EAAgood')).toEqual({ ok: false, reason: 'unavailable' });
    expect(await createFacebookVerifier(undefined, { now }).verify('EAAgood')).toEqual({ ok: false, reason: 'notConfigured' });
  });
});

describe('Facebook login sandbox', () => {
  let clock = Date.UTC(2026, 0, 1);
  const now = () => clock;

  it('logs a browser key in as the same user each time, through the real Graph adapter, and tokens expire', async () => {
    const sandbox = createFacebookSandbox(now);
    const verifier = createFacebookVerifier(sandbox.graph, { now, fetch: sandbox.fetch });
    const key = 'ab'.repeat(32);
    const first = sandbox.login(key);
    const second = sandbox.login(key);
    expect(first?.userID).toMatch(/^1\d{14}$/);
    expect(second?.userID).toBe(first?.userID);
    expect(sandbox.login('cd'.repeat(32))?.userID).not.toBe(first?.userID);
    expect(sandbox.login('not-hex')).toBeUndefined();
    const result = await verifier.verify(first?.accessToken ?? '');
    expect(result).toEqual({ ok: true, identity: { id: first?.userID, name: `FB Player ${first?.userID.slice(-4)}`, email: undefined } });
    // A forged token (another user id, same shape) is refused.
    const forged = (first?.accessToken ?? '').replace(/^EAAS[^.]+/, `EAAS${Buffer.from(JSON.stringify({ u: '100000000000001', n: 'x', exp: 9e9, app: 'sandbox' })).toString('base64url')}`);
    expect(await verifier.verify(forged)).toEqual({ ok: false, reason: 'invalidToken' });
    clock += FACEBOOK_SANDBOX_TOKEN_TTL_S * 1000;
    expect(await verifier.verify(first?.accessToken ?? '')).toEqual({ ok: false, reason: 'invalidToken' });
    // Another sandbox (another process) does not accept this one's tokens.
    const other = createFacebookSandbox(now);
    expect(await createFacebookVerifier(other.graph, { now, fetch: other.fetch }).verify(sandbox.login(key)?.accessToken ?? '')).toEqual({ ok: false, reason: 'invalidToken' });
    expect(sandbox.sdkScript('http://127.0.0.1:4000')).toContain('"http://127.0.0.1:4000/sandbox/facebook/login"');
  });
});
