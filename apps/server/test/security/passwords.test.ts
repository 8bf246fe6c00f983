// Issue 11 item 5, passwords: the most common passwords are refused wherever a password is set,
// and scrypt runs through a bounded queue, so a burst of bogus logins is refused fast ("busy")
// while a real player's login still goes through.
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, HEADERS, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { DB_KINDS, TEST_PASSWORD, latestCode, rawCall, registerPlayer, snapshot, startTestServer, type TestServer } from '../harness';
import { testClient } from '../client';

interface Envelope {
  code: string;
  message: string;
}

describe.each(DB_KINDS)('passwords on %s', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const post = (s: TestServer, path: string, body: object, headers: Record<string, string> = {}) =>
    rawCall(s.baseUrl, 'POST', path, JSON.stringify(body), headers).then((r) => r.json as Envelope);

  it('refuses a common password at register, register v3 and password change, and changes nothing', async () => {
    const s = (server = await startTestServer(kind));
    const { token } = await registerPlayer(s.baseUrl, '09176660001');
    s.clock.advance(121_000);
    await post(s, contract.smsSendRegister.path, { phone: '09176660002' });
    const registerCode = await latestCode(s.baseUrl, '09176660002');
    await post(s, contract.smsSend.path, { phone: '09176660001', purpose: 'security' }, { [HEADERS.token]: token });
    const securityCode = await latestCode(s.baseUrl, '09176660001');

    const before = await snapshot(s.database);
    const tooCommon = { code: ERROR_CODES.VALIDATION, message: MESSAGES.passwordTooCommon };
    expect(await post(s, contract.registerByAccount.path, { account: '09176660002', pwd: 'Password1', code: registerCode })).toMatchObject(tooCommon);
    expect(await post(s, contract.loginByOtp.path, { account: '09176660002', code: registerCode, pwd: 'QWERTY123' })).toMatchObject(tooCommon);
    expect(await post(s, contract.passwordEdit.path, { verifyCode: securityCode, pwd: 'iloveyou' }, { [HEADERS.token]: token })).toMatchObject(tooCommon);
    expect(await snapshot(s.database)).toEqual(before);

    // The codes were not used up: an uncommon password goes through.
    expect((await post(s, contract.registerByAccount.path, { account: '09176660002', pwd: 'Bohol-Tarsier-7', code: registerCode })).code).toBe(ERROR_CODES.SUCCESS);
    expect((await post(s, contract.passwordEdit.path, { verifyCode: securityCode, pwd: 'Mayon-Volcano-8' }, { [HEADERS.token]: token })).code).toBe(ERROR_CODES.SUCCESS);
  });

  it('a burst of bogus logins is refused as busy beyond the queue, and a real login still succeeds', { timeout: 60_000 }, async () => {
    // A real scrypt cost, one hash at a time, two places per client address.
    const s = (server = await startTestServer(kind, {
      env: { SCRYPT_N: String(2 ** 14), HASH_CONCURRENCY: '1', HASH_PER_SOURCE: '2', HASH_QUEUE_MAX: '8', TRUST_PROXY_HOPS: '1' },
    }));
    await registerPlayer(s.baseUrl, '09176660003');
    const bogus = Array.from({ length: 40 }, (_, i) =>
      post(s, contract.loginByAccount.path, { account: `091766601${String(i).padStart(2, '0')}`, pwd: 'bogus-pass' }, { 'x-forwarded-for': '203.0.113.200', [HEADERS.deviceInfoId]: `bot-${i}` }),
    );
    const real = testClient(s.baseUrl).call(contract.loginByAccount, { account: '09176660003', pwd: TEST_PASSWORD });
    const [answers, session] = await Promise.all([Promise.all(bogus), real]);
    expect(session.userId).toMatch(/^\d+$/);
    const busy = answers.filter((a) => a.code === ERROR_CODES.RATE_LIMITED && a.message === MESSAGES.serverBusy);
    expect(busy.length).toBeGreaterThanOrEqual(30);
    expect(answers.every((a) => a.code === ERROR_CODES.CREDENTIALS_INCORRECT || a.message === MESSAGES.serverBusy)).toBe(true);
    // After the burst nothing stays busy: an unknown account and the real one answer as usual.
    expect((await post(s, contract.loginByAccount.path, { account: '09176660199', pwd: 'bogus-pass' }, { 'x-forwarded-for': '203.0.113.200' })).code).toBe(
      ERROR_CODES.CREDENTIALS_INCORRECT,
    );
    expect((await post(s, contract.loginByAccount.path, { account: '09176660003', pwd: TEST_PASSWORD })).code).toBe(ERROR_CODES.SUCCESS);
  });
});
