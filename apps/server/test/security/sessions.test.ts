// Issue 11 item 6, sessions: token renewal rotates (the old token dies), a session has an absolute
// maximum age that renewals cannot extend and an idle timeout, and "log out on every device" ends
// every session of the player. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { DB_KINDS, TEST_PASSWORD, rawCall, registerPlayer, startTestServer, type TestServer } from '../harness';
import { failure, testClient } from '../client';

const MINUTE = 60_000;
/** The limits these servers run with: one hour absolute, ten minutes idle. */
const MAX_AGE_S = 3600;
const IDLE_S = 600;

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0918${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** The envelope code of /x2/user/info called with this token. */
async function infoCode(server: TestServer, token: string): Promise<string> {
  const { json } = await rawCall(server.baseUrl, contract.userInfo.method, contract.userInfo.path, '{}', { token });
  return (json as { code: string }).code;
}

async function renew(server: TestServer, token: string): Promise<{ code: string; data: { token: string; expiresAt: number } | null }> {
  const { json } = await rawCall(server.baseUrl, 'GET', contract.tokenRenewal.path, undefined, { token });
  return json as { code: string; data: { token: string; expiresAt: number } | null };
}

describe.each(DB_KINDS)('sessions on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { TOKEN_TTL_S: String(MAX_AGE_S), SESSION_IDLE_S: String(IDLE_S) } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('token renewal rotates: the new token works, the old one answers 401 and cannot renew again', async () => {
    const { token: old, userId } = await registerPlayer(server.baseUrl, newPhone());
    const renewed = await renew(server, old);
    expect(renewed.code).toBe(ERROR_CODES.SUCCESS);
    const fresh = renewed.data!.token;
    expect(fresh).not.toBe(old);

    expect(await infoCode(server, old)).toBe(ERROR_CODES.UNAUTHORIZED);
    expect(await infoCode(server, fresh)).toBe(ERROR_CODES.SUCCESS);
    // One token cannot fork into two sessions.
    expect((await renew(server, old)).code).toBe(ERROR_CODES.UNAUTHORIZED);
    const live = await server.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  it('two renewals of one token at once: exactly one wins', async () => {
    const { token } = await registerPlayer(server.baseUrl, newPhone());
    const results = await Promise.all([renew(server, token), renew(server, token), renew(server, token)]);
    expect(results.filter((r) => r.code === ERROR_CODES.SUCCESS)).toHaveLength(1);
    expect(results.filter((r) => r.code === ERROR_CODES.UNAUTHORIZED)).toHaveLength(2);
  });

  it('the absolute maximum age counts from the login: renewals keep it and cannot extend it', async () => {
    const loginAt = server.clock.now();
    let { token } = await registerPlayer(server.baseUrl, newPhone());
    // Renew every 9 minutes (never idle) for the whole hour.
    for (let i = 0; i < 6; i += 1) {
      server.clock.advance(9 * MINUTE);
      const renewed = await renew(server, token);
      expect(renewed.code).toBe(ERROR_CODES.SUCCESS);
      expect(renewed.data!.expiresAt).toBe(loginAt + MAX_AGE_S * 1000);
      token = renewed.data!.token;
    }
    server.clock.advance(MAX_AGE_S * 1000 - 54 * MINUTE - 1);
    expect(await infoCode(server, token)).toBe(ERROR_CODES.SUCCESS);
    server.clock.advance(1);
    expect(await infoCode(server, token)).toBe(ERROR_CODES.UNAUTHORIZED);
    expect((await renew(server, token)).code).toBe(ERROR_CODES.UNAUTHORIZED);
  });

  it('the idle timeout ends a session nobody used for that long; use keeps it alive', async () => {
    const idle = await registerPlayer(server.baseUrl, newPhone());
    const busy = await registerPlayer(server.baseUrl, newPhone());
    for (let i = 0; i < 5; i += 1) {
      server.clock.advance(5 * MINUTE);
      expect(await infoCode(server, busy.token)).toBe(ERROR_CODES.SUCCESS);
    }
    // 25 minutes without a call: past the 10-minute idle timeout, well within the hour.
    expect(await infoCode(server, idle.token)).toBe(ERROR_CODES.UNAUTHORIZED);
    expect((await renew(server, idle.token)).code).toBe(ERROR_CODES.UNAUTHORIZED);
    server.clock.advance(IDLE_S * 1000);
    expect(await infoCode(server, busy.token)).toBe(ERROR_CODES.UNAUTHORIZED);
  });

  it('last-seen is written at most once a minute per session, not once per request', async () => {
    const { token, userId } = await registerPlayer(server.baseUrl, newPhone());
    const lastSeen = async () =>
      (await server.database.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', userId).executeTakeFirstOrThrow()).last_seen_at;
    const start = await lastSeen();
    server.clock.advance(30_000);
    expect(await infoCode(server, token)).toBe(ERROR_CODES.SUCCESS);
    expect(await lastSeen()).toBe(start);
    server.clock.advance(30_000);
    expect(await infoCode(server, token)).toBe(ERROR_CODES.SUCCESS);
    expect(await lastSeen()).toBe(server.clock.now());
  });

  it('log out on every device ends every session of the player, this one too, and no one else\'s', async () => {
    const phone = newPhone();
    const first = await registerPlayer(server.baseUrl, phone);
    const second = testClient(server.baseUrl);
    second.setSession(await second.call(contract.loginByAccount, { account: phone, pwd: TEST_PASSWORD }));
    const other = await registerPlayer(server.baseUrl, newPhone());

    expect(await second.call(contract.logoutAll)).toBeNull();
    expect(await infoCode(server, first.token)).toBe(ERROR_CODES.UNAUTHORIZED);
    expect((await failure(second.call(contract.userInfo))).code).toBe(ERROR_CODES.UNAUTHORIZED);
    expect(await infoCode(server, other.token)).toBe(ERROR_CODES.SUCCESS);
    // Anonymous: refused, nothing ended.
    expect((await failure(testClient(server.baseUrl).call(contract.logoutAll))).code).toBe(ERROR_CODES.UNAUTHORIZED);
    expect(await infoCode(server, other.token)).toBe(ERROR_CODES.SUCCESS);
  });
});
