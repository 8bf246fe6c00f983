// Issue 11 item 5, SMS codes: five wrong tries end a code, sends are capped per phone and per IP
// per GMT+8 day, and /x2/sms/check counts wrong answers per caller, never against the owner's code.
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, HEADERS, contract } from '@perya/api/contract';
import { MESSAGES, gmt8StartOfDay, MS_PER_DAY } from '@perya/domain';
import { DB_KINDS, latestCode, rawCall, startTestServer, type TestServer } from '../harness';

interface Envelope {
  code: string;
  message: string;
}

describe.each(DB_KINDS)('SMS code abuse on %s', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function start(env: Record<string, string> = {}): Promise<TestServer> {
    server = await startTestServer(kind, { env: { TRUST_PROXY_HOPS: '1', ...env } });
    return server;
  }

  function call(s: TestServer, path: string, body: object, from: { ip?: string; device?: string } = {}): Promise<Envelope> {
    const headers: Record<string, string> = { 'x-forwarded-for': from.ip ?? '198.51.100.1' };
    if (from.device !== undefined) headers[HEADERS.deviceInfoId] = from.device;
    return rawCall(s.baseUrl, 'POST', path, JSON.stringify(body), headers).then((r) => r.json as Envelope);
  }
  const sendLogin = (s: TestServer, phone: string, from?: { ip?: string }) => call(s, contract.smsSendLogin.path, { phone }, from);

  it('five wrong tries end a code: even the right one is refused after them', async () => {
    const s = await start();
    expect((await sendLogin(s, '09175550001')).code).toBe(ERROR_CODES.SUCCESS);
    const code = await latestCode(s.baseUrl, '09175550001');
    const wrong = code === '000000' ? '111111' : '000000';
    const otp = (verifyCode: string) => call(s, contract.loginByOtp.path, { account: '09175550001', verifyCode });
    for (let i = 0; i < 4; i++) expect((await otp(wrong)).code).toBe(ERROR_CODES.CODE_INCORRECT);
    expect((await otp(wrong)).code).toBe(ERROR_CODES.CODE_TOO_MANY_ATTEMPTS);
    expect(await otp(code)).toMatchObject({ code: ERROR_CODES.CODE_TOO_MANY_ATTEMPTS, message: MESSAGES.codeTooManyAttempts });
  });

  it('a phone gets at most the daily cap of codes per GMT+8 day, however it is written', async () => {
    const s = await start({ SMS_DAILY_PER_PHONE: '3' });
    for (const phone of ['09175550002', '9175550002', '+639175550002']) {
      expect((await sendLogin(s, phone, { ip: `198.51.100.${phone.length}` })).code).toBe(ERROR_CODES.SUCCESS);
      s.clock.advance(121_000);
    }
    const capped = await sendLogin(s, '09175550002', { ip: '198.51.100.50' });
    expect(capped).toMatchObject({ code: ERROR_CODES.RATE_LIMITED, message: MESSAGES.smsDailyLimit });
    expect(await s.database.db.selectFrom('sms_outbox').select('id').where('phone', '=', '+639175550002').execute()).toHaveLength(3);
    // The next day in GMT+8 starts a new count.
    s.clock.current = gmt8StartOfDay(s.clock.current) + MS_PER_DAY;
    expect((await sendLogin(s, '09175550002')).code).toBe(ERROR_CODES.SUCCESS);
  });

  it('an IP gets at most the daily cap of codes across phones; another IP is not affected', async () => {
    const s = await start({ SMS_DAILY_PER_IP: '3' });
    for (let i = 0; i < 3; i++) expect((await sendLogin(s, `0917555001${i}`, { ip: '203.0.113.9' })).code).toBe(ERROR_CODES.SUCCESS);
    expect(await sendLogin(s, '09175550019', { ip: '203.0.113.9' })).toMatchObject({ code: ERROR_CODES.RATE_LIMITED, message: MESSAGES.smsDailyLimit });
    expect(await s.database.db.selectFrom('sms_codes').select('id').where('phone', '=', '+639175550019').execute()).toEqual([]);
    expect((await sendLogin(s, '09175550019', { ip: '203.0.113.10' })).code).toBe(ERROR_CODES.SUCCESS);
  });

  it("/x2/sms/check counts a stranger's wrong answers against the stranger (by IP) and caps all callers, never burning the owner's code", async () => {
    const s = await start();
    expect((await sendLogin(s, '09175550020', { ip: '198.51.100.77' })).code).toBe(ERROR_CODES.SUCCESS);
    const code = await latestCode(s.baseUrl, '09175550020');
    const wrong = code === '000000' ? '111111' : '000000';
    const check = (c: string, from: { ip: string; device?: string }) => call(s, contract.smsCheck.path, { phone: '09175550020', code: c, purpose: 'login' }, from);

    const stranger = { ip: '203.0.113.66', device: 'stranger' };
    for (let i = 0; i < 4; i++) expect((await check(wrong, stranger)).code).toBe(ERROR_CODES.CODE_INCORRECT);
    expect((await check(wrong, stranger)).code).toBe(ERROR_CODES.CODE_TOO_MANY_ATTEMPTS);
    // The stranger is done with this code, even with the right answer...
    expect((await check(code, stranger)).code).toBe(ERROR_CODES.CODE_TOO_MANY_ATTEMPTS);
    // ...a fresh device id per try is the same caller (its IP), and other IPs get no more guesses:
    // /check takes five wrong answers per code from everyone together...
    for (let i = 0; i < 3; i++) expect((await check(code, { ip: '203.0.113.66', device: `bot-${i}` })).code).toBe(ERROR_CODES.CODE_TOO_MANY_ATTEMPTS);
    expect((await check(code, { ip: '203.0.113.67', device: 'bot' })).code).toBe(ERROR_CODES.CODE_TOO_MANY_ATTEMPTS);
    // ...yet none of it burnt the owner's code: it still logs the owner in.
    const owner = { ip: '198.51.100.77', device: 'owner' };
    expect((await call(s, contract.loginByOtp.path, { account: '09175550020', verifyCode: code }, owner)).code).toBe(ERROR_CODES.SUCCESS);
    const row = await s.database.db.selectFrom('sms_codes').select('attempts').where('phone', '=', '+639175550020').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
  });
});
