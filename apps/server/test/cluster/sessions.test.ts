// Issue 25 item 3: the session cache holds across instances. Two servers on one PostgreSQL database
// and one Redis; each caches the sessions it looked up (src/modules/account/sessionCache.ts). A
// logout, a token renewal, a password change or an operator's freeze on instance A takes effect on
// instance B on the very next request, although B had the session cached: the eviction travels on
// the Redis bus. A self-exclusion ends no session (the player may still sign in and see their
// records); it refuses play, read live on every bet and bonus, so B refuses at once too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, HEADERS, contract } from '@perya/api/contract';
import { OPERATOR_TOKEN_HEADER } from '../../src/security/operator';
import { hashToken } from '../../src/security/tokens';
import { failure, testClient } from '../client';
import { PRODUCTION_ENV, TEST_PASSWORD, TestClock, latestCode, rawCall, registerPlayer } from '../harness';
import { missingService } from './processes';
import { startInProcessCluster, type InProcessCluster } from './inProcess';

const missing = await missingService();
if (missing !== undefined) console.warn(`[cluster session cache test skipped] ${missing}`);

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0919${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

describe.skipIf(missing !== undefined)('session cache across instances (REDIS_URL)', () => {
  const clock = new TestClock();
  let cluster: InProcessCluster;
  const urls: string[] = [];

  beforeAll(async () => {
    cluster = await startInProcessCluster({ names: ['a', 'b'], now: clock.now, env: { OPERATOR_TOKEN: PRODUCTION_ENV.OPERATOR_TOKEN } });
    urls.push(...cluster.urls);
  }, 30_000);

  afterAll(async () => {
    await cluster?.close();
  });

  const a = () => urls[0]!;
  const b = () => urls[1]!;
  const cacheOfB = () => cluster.apps[1]!.core.sessionCache;

  /** The envelope code of /x2/user/info on `url` with this token. */
  async function infoCode(url: string, token: string): Promise<string> {
    const { json } = await rawCall(url, contract.userInfo.method, contract.userInfo.path, '{}', { [HEADERS.token]: token });
    return (json as { code: string }).code;
  }

  /** B answers for the token and now holds its session in its cache (keyed by the token's hash). */
  async function cachedOnB(token: string): Promise<void> {
    expect(await infoCode(b(), token)).toBe(ERROR_CODES.SUCCESS);
    expect(cacheOfB().get(hashToken(token))).toBeDefined();
  }

  it('a logout on A refuses the token on B at once', { timeout: 30_000 }, async () => {
    const { client, token } = await registerPlayer(a(), newPhone());
    await cachedOnB(token);
    expect(await client.call(contract.logout)).toBeNull();
    expect(await infoCode(b(), token)).toBe(ERROR_CODES.UNAUTHORIZED);
  });

  it('a token renewal on A refuses the old token on B at once; the new one works there', { timeout: 30_000 }, async () => {
    const { token } = await registerPlayer(a(), newPhone());
    await cachedOnB(token);
    const { json } = await rawCall(a(), 'GET', contract.tokenRenewal.path, undefined, { [HEADERS.token]: token });
    const renewed = json as { code: string; data: { token: string } };
    expect(renewed.code).toBe(ERROR_CODES.SUCCESS);
    expect(await infoCode(b(), token)).toBe(ERROR_CODES.UNAUTHORIZED);
    expect(await infoCode(b(), renewed.data.token)).toBe(ERROR_CODES.SUCCESS);
  });

  it('a password change on A ends every session of the player on B at once', { timeout: 30_000 }, async () => {
    const phone = newPhone();
    const { client, token } = await registerPlayer(a(), phone);
    const other = testClient(b());
    const second = await other.call(contract.loginByAccount, { account: phone, pwd: TEST_PASSWORD });
    clock.advance(121_000); // past the SMS resend interval (and the cache's TTL: cache them after it)
    await client.call(contract.smsSend, { phone, purpose: 'security' });
    await cachedOnB(token);
    await cachedOnB(second.token);
    await client.call(contract.passwordEdit, { verifyCode: await latestCode(a(), phone), pwd: 'newpass77' });
    expect(await infoCode(b(), token)).toBe(ERROR_CODES.UNAUTHORIZED);
    expect(await infoCode(b(), second.token)).toBe(ERROR_CODES.UNAUTHORIZED);
  });

  it("an operator's freeze on A shows on B at once (the cached users row is evicted)", { timeout: 30_000 }, async () => {
    const { token, userId } = await registerPlayer(a(), newPhone());
    const info = async () =>
      ((await rawCall(b(), contract.userInfo.method, contract.userInfo.path, '{}', { [HEADERS.token]: token })).json as { data: { underReview: boolean } }).data;
    expect((await info()).underReview).toBe(false);
    await cachedOnB(token);
    const frozen = await rawCall(a(), 'POST', `/ops/accounts/${userId}/freeze`, JSON.stringify({ reason: 'cluster test', actor: 'test' }), {
      'content-type': 'application/json',
      [OPERATOR_TOKEN_HEADER]: PRODUCTION_ENV.OPERATOR_TOKEN,
    });
    expect(frozen.status).toBe(200);
    expect((await info()).underReview).toBe(true);
  });

  it('a self-exclusion on A refuses play on B at once (sign-in still works, as on one instance)', { timeout: 30_000 }, async () => {
    const { client, token } = await registerPlayer(a(), newPhone());
    await cachedOnB(token);
    await client.call(contract.protectionExclude, { kind: 'selfExclusion', term: '1y' });
    const onB = testClient(b());
    onB.setToken(token);
    expect((await failure(onB.call(contract.checkinSignin, {}))).code).toBe(ERROR_CODES.SELF_EXCLUDED);
    expect(await infoCode(b(), token)).toBe(ERROR_CODES.SUCCESS);
  });
});
