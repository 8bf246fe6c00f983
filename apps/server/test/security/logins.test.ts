// Issue 11 item 5, password logins: wrong passwords lock out the device they come from for that
// account with a growing lockout, one IP is throttled across accounts, a flood from other devices
// and addresses cannot lock the owner out, and X-Forwarded-For counts only through trusted hops.
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, HEADERS, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { DEFAULTS } from '../../src/config';
import { DB_KINDS, TEST_PASSWORD, rawCall, registerPlayer, startTestServer, type TestServer } from '../harness';

interface Envelope {
  code: string;
  message: string;
}

describe.each(DB_KINDS)('login back-off on %s', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function start(env: Record<string, string> = {}): Promise<TestServer> {
    server = await startTestServer(kind, { env });
    return server;
  }

  function login(s: TestServer, account: string, pwd: string, from: { device?: string; forwardedFor?: string } = {}) {
    const headers: Record<string, string> = {};
    if (from.device !== undefined) headers[HEADERS.deviceInfoId] = from.device;
    if (from.forwardedFor !== undefined) headers['x-forwarded-for'] = from.forwardedFor;
    return rawCall(s.baseUrl, 'POST', contract.loginByAccount.path, JSON.stringify({ account, pwd }), headers).then((r) => r.json as Envelope);
  }

  it('five wrong passwords lock that device out, even for the right one, for a lockout that doubles', async () => {
    const s = await start();
    await registerPlayer(s.baseUrl, '09174440001');
    const phone = { device: 'phone-of-owner' };
    for (let i = 0; i < 5; i++) expect((await login(s, '09174440001', 'wrong-pass', phone)).code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
    const locked = await login(s, '09174440001', TEST_PASSWORD, phone);
    expect(locked).toMatchObject({ code: ERROR_CODES.RATE_LIMITED, message: MESSAGES.loginLocked });
    // Another spelling of the number is the same account and the same lock.
    expect((await login(s, '+639174440001', TEST_PASSWORD, phone)).message).toBe(MESSAGES.loginLocked);

    s.clock.advance(DEFAULTS.loginBaseLockS * 1000);
    // One more wrong password after the lock: the lockout doubles.
    expect((await login(s, '09174440001', 'wrong-pass', phone)).code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
    s.clock.advance(DEFAULTS.loginBaseLockS * 1000);
    expect((await login(s, '09174440001', TEST_PASSWORD, phone)).message).toBe(MESSAGES.loginLocked);
    s.clock.advance(DEFAULTS.loginBaseLockS * 1000);
    expect((await login(s, '09174440001', TEST_PASSWORD, phone)).code).toBe(ERROR_CODES.SUCCESS);
    // Success starts the count over.
    for (let i = 0; i < 4; i++) await login(s, '09174440001', 'wrong-pass', phone);
    expect((await login(s, '09174440001', TEST_PASSWORD, phone)).code).toBe(ERROR_CODES.SUCCESS);
  });

  it('a flood of wrong passwords from other devices and addresses cannot lock the owner out', { timeout: 60_000 }, async () => {
    // Production limits (per account and per IP), one trusted proxy so the flood has many addresses.
    const s = await start({
      RATE_LIMIT_PER_ACCOUNT: String(DEFAULTS.rateLimitPerAccount),
      RATE_LIMIT_PER_IP: String(DEFAULTS.rateLimitPerIp),
      TRUST_PROXY_HOPS: '1',
    });
    await registerPlayer(s.baseUrl, '09174440002');
    for (let ip = 1; ip <= 8; ip++) {
      for (let i = 0; i < 6; i++) {
        const answer = await login(s, '09174440002', `guess-${ip}-${i}`, { device: `bot-${ip}-${i}`, forwardedFor: `203.0.113.${ip}` });
        expect([ERROR_CODES.CREDENTIALS_INCORRECT, ERROR_CODES.RATE_LIMITED]).toContain(answer.code);
      }
    }
    const owner = await login(s, '09174440002', TEST_PASSWORD, { device: 'phone-of-owner', forwardedFor: '198.51.100.7' });
    expect(owner.code).toBe(ERROR_CODES.SUCCESS);
  });

  it('an IP guessing across many accounts is throttled as a whole', async () => {
    const s = await start({ LOGIN_IP_FAILURES_PER_WINDOW: '6', LOGIN_WINDOW_S: '900' });
    for (let i = 0; i < 6; i++) expect((await login(s, `0917444010${i}`, 'wrong-pass', { device: `d${i}` })).code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
    expect(await login(s, '09174440199', 'wrong-pass', { device: 'fresh' })).toMatchObject({ code: ERROR_CODES.RATE_LIMITED, message: MESSAGES.tooManyRequests });
    s.clock.advance(900_000);
    expect((await login(s, '09174440199', 'wrong-pass', { device: 'fresh' })).code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
  });

  it('X-Forwarded-For is ignored by default and read only through the configured hops', async () => {
    const direct = await start({ RATE_LIMIT_PER_IP: '3' });
    // A client writing its own X-Forwarded-For does not become another address.
    for (let i = 0; i < 3; i++) await login(direct, `0917444020${i}`, 'wrong-pass', { forwardedFor: `192.0.2.${i}` });
    expect((await login(direct, '09174440209', 'wrong-pass', { forwardedFor: '192.0.2.99' })).code).toBe(ERROR_CODES.RATE_LIMITED);
    await direct.close();

    const proxied = await start({ RATE_LIMIT_PER_IP: '3', TRUST_PROXY_HOPS: '1' });
    // Behind one proxy the client is the right-most entry; what the client prepended is ignored.
    for (let i = 0; i < 3; i++) await login(proxied, `0917444021${i}`, 'wrong-pass', { forwardedFor: `10.9.9.${i}, 198.51.100.20` });
    expect((await login(proxied, '09174440219', 'wrong-pass', { forwardedFor: '10.9.9.99, 198.51.100.20' })).code).toBe(ERROR_CODES.RATE_LIMITED);
    // Another client behind the proxy has its own count.
    expect((await login(proxied, '09174440219', 'wrong-pass', { forwardedFor: '198.51.100.21' })).code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
  });
});
