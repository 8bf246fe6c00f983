// Facebook login (spec §2) through the real client and server, on SQLite and PostgreSQL: the
// access token is checked with a local fake Graph API (test/fakeGraph.ts); the sandbox's own
// Facebook (FACEBOOK_SANDBOX) and the switched-off feature answer as the README says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@perya/domain';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { DB_KINDS, TEST_PASSWORD, registerPlayer, startTestServer, type TestServer } from './harness';
import { failure, testClient } from './client';
import { startFakeGraph, type FakeGraph } from './fakeGraph';

const app = { appId: '1029384756', appSecret: '0123456789abcdef0123456789abcdef' };

describe.each(DB_KINDS)('Facebook login with the Graph API on %s', (kind) => {
  let server: TestServer;
  let graph: FakeGraph;

  beforeAll(async () => {
    graph = await startFakeGraph(app, () => server.clock.now());
    server = await startTestServer(kind, {
      env: { FACEBOOK_APP_ID: app.appId, FACEBOOK_APP_SECRET: app.appSecret, FACEBOOK_GRAPH_URL: graph.url },
    });
  });
  afterAll(async () => {
    await server?.close();
    await graph?.close();
  });

  const inAnHour = () => Math.floor(server.clock.now() / 1000) + 3600;

  it('registers on first use (with an invite code), logs the same account in after, and refuses bad tokens', async () => {
    const inviter = await registerPlayer(server.baseUrl, `0917${String(Date.now()).slice(-7)}`, TEST_PASSWORD);
    const { inviteCode } = await inviter.client.call(contract.userInfo);
    graph.tokens.set(`EAA-${kind}-1`, { userId: '10151111111111111', appId: app.appId, expiresAt: inAnHour(), name: 'Maria Santos', email: `maria.${kind}@example.com` });
    graph.tokens.set(`EAA-${kind}-2`, { userId: '10151111111111111', appId: app.appId, expiresAt: inAnHour(), name: 'Maria Santos' });

    const client = testClient(server.baseUrl);
    // A wrong invite code refuses the sign-up and makes no account.
    const badInvite = await failure(client.call(contract.facebookLogin, { accessToken: `EAA-${kind}-1`, inviteCode: 'ZZZZ9999' }));
    expect(badInvite.code).toBe(ERROR_CODES.INVITE_CODE_INVALID);

    const first = await client.call(contract.facebookLogin, { accessToken: `EAA-${kind}-1`, inviteCode });
    expect(first.isNew).toBe(true);
    client.setSession(first);
    const me = await client.call(contract.userInfo);
    expect(me).toMatchObject({ name: 'Maria Santos', email: `maria.${kind}@example.com` });
    const row = await server.database.db.selectFrom('users').select(['account', 'facebook_id', 'inviter_id']).where('id', '=', Number(first.userId)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account: 'facebook:10151111111111111', facebook_id: '10151111111111111' });
    expect(Number(row.inviter_id)).toBe(inviter.userId);

    // Another token of the same Facebook user is the same account.
    const again = await testClient(server.baseUrl).call(contract.facebookLogin, { accessToken: `EAA-${kind}-2` });
    expect(again).toMatchObject({ userId: first.userId, isNew: false });

    graph.tokens.set(`EAA-${kind}-other-app`, { userId: '10152222222222222', appId: '5550001', expiresAt: inAnHour() });
    graph.tokens.set(`EAA-${kind}-expired`, { userId: '10153333333333333', appId: app.appId, expiresAt: Math.floor(server.clock.now() / 1000) - 5 });
    for (const bad of [`EAA-${kind}-unknown`, `EAA-${kind}-other-app`, `EAA-${kind}-expired`]) {
      const error = await failure(testClient(server.baseUrl).call(contract.facebookLogin, { accessToken: bad }));
      expect(error.code, bad).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
      expect(error.msg).toBe(MESSAGES.checkInformation);
    }
    const empty = await failure(testClient(server.baseUrl).call(contract.facebookLogin, { accessToken: '' }));
    expect(empty.code).toBe(ERROR_CODES.VALIDATION);
    const users = await server.database.db.selectFrom('users').select('id').where('facebook_id', 'in', ['10152222222222222', '10153333333333333']).execute();
    expect(users).toEqual([]);
  });

  it('says "network anomaly" when the Graph API is down', async () => {
    graph.tokens.set(`EAA-${kind}-down`, { userId: '10154444444444444', appId: app.appId, expiresAt: inAnHour() });
    await graph.close();
    const error = await failure(testClient(server.baseUrl).call(contract.facebookLogin, { accessToken: `EAA-${kind}-down` }));
    expect(error.msg).toBe(MESSAGES.networkAnomaly);
  });
});

describe.each(DB_KINDS)('Facebook login sandbox and switched off on %s', (kind) => {
  let sandboxed: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    sandboxed = await startTestServer(kind, { env: { FACEBOOK_SANDBOX: '1' } });
    off = await startTestServer(kind, { env: { FACEBOOK_SANDBOX: '0' } });
  });
  afterAll(async () => {
    await sandboxed?.close();
    await off?.close();
  });

  it('the sandbox serves its SDK and logs a browser key in; switched off, the feature is not available', async () => {
    const sdk = await fetch(`${sandboxed.baseUrl}/sandbox/facebook/sdk.js`);
    expect(sdk.headers.get('content-type')).toMatch(/javascript/);
    expect(await sdk.text()).toContain('window.FB');
    const key = 'f0'.repeat(32);
    const login = async () =>
      (await (await fetch(`${sandboxed.baseUrl}/sandbox/facebook/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key }) })).json()) as {
        accessToken: string;
        userID: string;
      };
    const first = await testClient(sandboxed.baseUrl).call(contract.facebookLogin, { accessToken: (await login()).accessToken });
    expect(first.isNew).toBe(true);
    const again = await testClient(sandboxed.baseUrl).call(contract.facebookLogin, { accessToken: (await login()).accessToken });
    expect(again).toMatchObject({ userId: first.userId, isNew: false });
    const refused = await fetch(`${sandboxed.baseUrl}/sandbox/facebook/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: 'x' }) });
    expect(refused.status).toBe(400);

    expect((await fetch(`${off.baseUrl}/sandbox/facebook/sdk.js`)).status).toBe(404);
    const error = await failure(testClient(off.baseUrl).call(contract.facebookLogin, { accessToken: 'EAAanything' }));
    expect(error.code).toBe(ERROR_CODES.FEATURE_DISABLED);
    expect(error.msg).toBe(MESSAGES.featureDisabled);
  });
});
