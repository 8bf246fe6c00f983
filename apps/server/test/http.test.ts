// The HTTP shell: health check, envelopes for every failure, no stack traces, CORS, the dev-only
// outbox endpoint, rate limits and log redaction.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract, envelopeSchema } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { IMPLEMENTED_ENDPOINTS, servedEndpoints } from '../src/app';
import { DB_KINDS, PRODUCTION_ENV, TEST_PASSWORD, latestCode, rawCall, registerPlayer, startTestServer, type TestServer } from './harness';
import { failure, testClient } from './client';

describe.each(DB_KINDS)('HTTP shell on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves exactly the implemented contract endpoints, which are the whole contract', () => {
    expect(servedEndpoints(server.app).sort()).toEqual([...IMPLEMENTED_ENDPOINTS].sort());
    expect([...IMPLEMENTED_ENDPOINTS].sort()).toEqual(Object.keys(contract).sort());
  });

  it('GET /healthz answers ok with the database kind', async () => {
    const { status, json } = await rawCall(server.baseUrl, 'GET', '/healthz');
    expect(status).toBe(200);
    expect(json).toEqual({ code: '00000', message: 'success', status: 200, data: { status: 'ok', database: kind } });
  });

  it('unknown paths, bad JSON, wrong content types and huge bodies all answer an envelope', async () => {
    const cases = [
      await rawCall(server.baseUrl, 'POST', '/x2/nope', '{}'),
      await rawCall(server.baseUrl, 'POST', contract.loginByAccount.path, '{"account":'),
      await rawCall(server.baseUrl, 'POST', contract.loginByAccount.path, 'account=1', { 'content-type': 'application/x-www-form-urlencoded' }),
      await rawCall(server.baseUrl, 'POST', contract.loginByAccount.path, JSON.stringify({ account: 'x'.repeat(400_000) })),
      await rawCall(server.baseUrl, 'GET', contract.loginByAccount.path),
    ];
    expect(cases.map((c) => (c.json as { code: string }).code)).toEqual([
      ERROR_CODES.NOT_FOUND,
      ERROR_CODES.VALIDATION,
      ERROR_CODES.VALIDATION,
      ERROR_CODES.VALIDATION,
      ERROR_CODES.NOT_FOUND,
    ]);
    for (const c of cases) {
      expect(envelopeSchema.safeParse(c.json).success).toBe(true);
      expect(c.status).toBeLessThan(500);
    }
  });

  it('a validation failure names the spec §5 message of the field', async () => {
    const { status, json } = await rawCall(server.baseUrl, 'POST', contract.registerByAccount.path, JSON.stringify({ account: '12', pwd: 'secret1', code: '123456' }));
    expect(status).toBe(400);
    expect(json).toEqual({ code: ERROR_CODES.VALIDATION, message: MESSAGES.enterCorrectPhone, status: 400, data: null });
  });

  it('CORS: local origins are allowed by default, others are not', async () => {
    const preflight = await fetch(`${server.baseUrl}${contract.userInfo.path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'token,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('token');
    const foreign = await fetch(`${server.baseUrl}/healthz`, { headers: { origin: 'https://evil.example.com' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs never carry passwords, tokens, codes or a payer\'s CPF', async () => {
    const client = testClient(server.baseUrl);
    const phone = '09171234567';
    await client.call(contract.smsSendRegister, { phone });
    const code = await latestCode(server.baseUrl, phone);
    const session = await client.call(contract.loginByOtp, { account: phone, code, pwd: 'Sup3rSecret' });
    client.setSession(session);
    await client.call(contract.userInfo);
    server.app.log.info({ req: { headers: { token: session.token } }, body: { pwd: 'Sup3rSecret', verifyCode: code, taxId: '529.982.247-25' } }, 'handler log');
    const text = server.logs.join('');
    expect(text).toContain('handler log');
    expect(text).toContain('[redacted]');
    // Nor a payer's CPF/CNPJ (stored masked only, src/modules/wallet/payerData.ts).
    for (const secret of ['Sup3rSecret', session.token, code, '529.982.247-25']) expect(text).not.toContain(secret);
  });
});

describe.each(DB_KINDS)('failures inside the server on %s', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('an unexpected error answers SERVER_ERROR without a stack trace or internal detail', async () => {
    server = await startTestServer(kind, {
      deps: {
        smsGateway: {
          send: () => Promise.reject(new Error('gateway exploded at /secret/path.ts:12')),
        },
      },
    });
    const { status, text, json } = await rawCall(server.baseUrl, 'POST', contract.smsSendLogin.path, JSON.stringify({ phone: '09170000000' }));
    expect(status).toBe(500);
    expect(json).toEqual({ code: ERROR_CODES.SERVER_ERROR, message: MESSAGES.serverError, status: 500, data: null });
    expect(text).not.toContain('exploded');
    expect(text).not.toMatch(/\bat \S+:\d+/);
    // ... but the operator sees it in the log.
    expect(server.logs.join('')).toContain('gateway exploded');
  });

  it('the SMS outbox endpoint does not exist in production', async () => {
    server = await startTestServer(kind, { env: PRODUCTION_ENV });
    const { json } = await rawCall(server.baseUrl, 'GET', '/dev/sms/outbox');
    expect((json as { code: string }).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  // Around thirty real calls: give a loaded 2-core machine headroom over the 5 s default.
  it('rate limits: per IP on login, per account and per IP on register and SMS, with a clear message', { timeout: 30_000 }, async () => {
    server = await startTestServer(kind, { env: { RATE_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_PER_IP: '5', RATE_LIMIT_WINDOW_S: '60' } });
    const client = testClient(server.baseUrl);
    await registerPlayer(server.baseUrl, '09170000014');
    server.clock.advance(60_000);
    // Login counts per IP only: wrong passwords per account are the login guard's (logins.test.ts).
    const attempt = (account: string) => failure(client.call(contract.loginByAccount, { account, pwd: 'wrong12' }));
    for (let i = 0; i < 5; i++) expect((await attempt(`0917000001${i % 2}`)).code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
    const limited = await attempt('09170000012');
    expect(limited.code).toBe(ERROR_CODES.RATE_LIMITED);
    expect(limited.msg).toBe(MESSAGES.tooManyRequests);
    expect(limited.httpStatus).toBe(429);
    // The window passes.
    server.clock.advance(60_000);
    expect((await attempt('09170000013')).code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);

    // SMS: five sends from one IP (different phones, so no cooldown applies), then limited.
    for (let i = 0; i < 5; i++) await client.call(contract.smsSendLogin, { phone: `0917000002${i}` });
    expect((await failure(client.call(contract.smsSendLogin, { phone: '09170000029' }))).code).toBe(ERROR_CODES.RATE_LIMITED);

    // Register (new window): the same account three times is refused as registered, the fourth is
    // limited; the IP's fifth attempt still registers, its sixth is limited and creates nothing.
    server.clock.advance(60_000);
    const register = (account: string) => failure(client.call(contract.registerByAccount, { account, pwd: TEST_PASSWORD, code: '000000' }));
    for (let i = 0; i < 3; i++) expect((await register('09170000014')).code).toBe(ERROR_CODES.ACCOUNT_EXISTS);
    const registerLimited = await register('09170000014');
    expect(registerLimited.code).toBe(ERROR_CODES.RATE_LIMITED);
    expect(registerLimited.msg).toBe(MESSAGES.tooManyRequests);
    await registerPlayer(server.baseUrl, '09170000031');
    expect((await register('09170000032')).code).toBe(ERROR_CODES.RATE_LIMITED);
    const created = await server.database.db.selectFrom('users').select('id').where('account', '=', '+639170000032').executeTakeFirst();
    expect(created).toBeUndefined();
  });
});
