// Issue 26 item 1, real SMS gateways: Twilio (official SDK, Programmable Messaging) and Semaphore
// (Philippines, HTTP API v4), chosen per market by SMS_GATEWAYS, each against a local fake of its
// documented wire format (test/fakeTwilio.ts, test/fakeSemaphore.ts); delivery statuses recorded in
// sms_messages (Twilio's signed status callback, Semaphore polled); the 120 s resend and the daily
// caps unchanged; and the configuration rules between the gateways and the sandbox.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { ConfigError, loadConfig } from '../src/config';
import { createSmsDelivery } from '../src/modules/sms/delivery';
import type { SmsProvider } from '../src/adapters/sms/gateway';
import {
  DB_KINDS,
  PRODUCTION_ENV,
  openTestDatabase,
  rawCall,
  startTestServer,
  type TestServer,
} from './harness';
import { startFakeTwilio, twilioSignature, type FakeTwilio } from './fakeTwilio';
import { startFakeSemaphore, type FakeSemaphore } from './fakeSemaphore';

const account = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'f1e2d3c4b5a6978877665544332211ff',
};
const SEMAPHORE_KEY = 'semaphore-test-key-0001';
const FROM = '+15005550006';

interface Envelope {
  code: string;
  message: string;
  data?: unknown;
}

function call(s: TestServer, path: string, body: object, ip = '198.51.100.7'): Promise<Envelope> {
  return rawCall(s.baseUrl, 'POST', path, JSON.stringify(body), { 'x-forwarded-for': ip }).then(
    (r) => r.json as Envelope,
  );
}

/** The 6-digit code in a text. */
const codeIn = (body: string | undefined): string => /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? 'none';

async function messageRows(s: TestServer) {
  return s.database.db.selectFrom('sms_messages').selectAll().orderBy('id').execute();
}

describe.each(DB_KINDS)('issue 26: SMS gateways on %s', (kind) => {
  let twilio: FakeTwilio;
  let semaphore: FakeSemaphore;
  let server: TestServer | undefined;

  beforeAll(async () => {
    twilio = await startFakeTwilio(account);
    semaphore = await startFakeSemaphore(SEMAPHORE_KEY);
  });
  afterAll(async () => {
    await twilio?.close();
    await semaphore?.close();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const twilioEnv = () => ({
    TRUST_PROXY_HOPS: '1',
    SMS_GATEWAYS: 'default=twilio',
    TWILIO_ACCOUNT_SID: account.accountSid,
    TWILIO_AUTH_TOKEN: account.authToken,
    TWILIO_FROM: FROM,
    TWILIO_API_URL: twilio.url,
  });

  it('issue 26: Twilio sends the code through the SDK, records queued, then the signed status callbacks up to delivered', async () => {
    const s = (server = await startTestServer(kind, { env: twilioEnv() }));
    const before = twilio.messages.length;
    const sent = await call(s, contract.smsSendRegister.path, { phone: '09175550101' });
    expect(sent.code).toBe(ERROR_CODES.SUCCESS);
    expect(twilio.messages).toHaveLength(before + 1);
    const message = twilio.messages.at(-1)!;
    // The wire format: form-encoded, basic auth, the documented parameter names.
    expect(message.contentType).toMatch(/application\/x-www-form-urlencoded/);
    expect(message.authorization).toBe(
      `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
    );
    expect(message.params).toMatchObject({
      To: '+639175550101',
      From: FROM,
      StatusCallback: `${s.baseUrl}/sms/status/twilio`,
    });
    expect(twilio.requests.at(-1)).toBe(
      `POST /2010-04-01/Accounts/${account.accountSid}/Messages.json`,
    );
    const code = codeIn(message.params.Body);
    expect(code).toMatch(/^\d{6}$/);

    // The code Twilio carried is the one the server checks.
    expect(
      (await call(s, contract.smsCheck.path, { phone: '09175550101', code, purpose: 'register' }))
        .code,
    ).toBe(ERROR_CODES.SUCCESS);
    expect(await messageRows(s)).toMatchObject([
      {
        phone: '+639175550101',
        purpose: 'register',
        market: 'PH',
        gateway: 'twilio',
        provider_id: message.sid,
        status: 'queued',
        error_code: null,
      },
    ]);
    // No outbox: the sandbox is off beside a real gateway, and its dev door is not served.
    expect((await rawCall(s.baseUrl, 'GET', '/dev/sms/outbox')).status).toBe(404);
    expect(await s.database.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);

    const callbackUrl = `${s.baseUrl}/sms/status/twilio`;
    const status = async (
      params: Record<string, string>,
      signature = twilioSignature(account.authToken, callbackUrl, params),
    ) => {
      const response = await fetch(callbackUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature,
        },
        body: new URLSearchParams(params).toString(),
      });
      return response.status;
    };
    const fields = (MessageStatus: string, extra: Record<string, string> = {}) => ({
      AccountSid: account.accountSid,
      ApiVersion: '2010-04-01',
      From: FROM,
      To: '+639175550101',
      MessageSid: message.sid,
      SmsSid: message.sid,
      MessageStatus,
      SmsStatus: MessageStatus,
      ...extra,
    });
    expect(await status(fields('sent'))).toBe(204);
    expect((await messageRows(s))[0]?.status).toBe('sent');
    // A forged or tampered callback changes nothing.
    expect(await status(fields('failed'), 'bm90IHR3aWxpbw==')).toBe(403);
    expect(await status(fields('failed'), '')).toBe(403);
    const signedDelivered = twilioSignature(account.authToken, callbackUrl, fields('delivered'));
    expect(await status(fields('undelivered', { ErrorCode: '30003' }), signedDelivered)).toBe(403);
    expect((await messageRows(s))[0]?.status).toBe('sent');
    expect(await status(fields('delivered'))).toBe(204);
    // Out of order: a late "sent" never undoes "delivered".
    expect(await status(fields('sent'))).toBe(204);
    expect((await messageRows(s))[0]).toMatchObject({ status: 'delivered', error_code: null });
    // An unknown message is acknowledged and ignored.
    expect(
      await status(
        fields('delivered', { MessageSid: `SM${'f'.repeat(32)}`, SmsSid: `SM${'f'.repeat(32)}` }),
      ),
    ).toBe(204);
    expect(await messageRows(s)).toHaveLength(1);
    // Never the code, nor the whole phone, in the server's log.
    const logs = s.logs.join('');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain('9175550101');
  });

  it('issue 26: undelivered and its error code are recorded; the 120 s resend and the daily cap per phone still hold with a real gateway', async () => {
    const s = (server = await startTestServer(kind, {
      env: { ...twilioEnv(), SMS_DAILY_PER_PHONE: '2' },
    }));
    const before = twilio.messages.length;
    expect((await call(s, contract.smsSendLogin.path, { phone: '09175550102' })).code).toBe(
      ERROR_CODES.SUCCESS,
    );
    expect((await call(s, contract.smsSendLogin.path, { phone: '09175550102' })).code).toBe(
      ERROR_CODES.CODE_RESEND_TOO_SOON,
    );
    expect(twilio.messages).toHaveLength(before + 1);
    s.clock.advance(120_000);
    expect((await call(s, contract.smsSendLogin.path, { phone: '09175550102' })).code).toBe(
      ERROR_CODES.SUCCESS,
    );
    s.clock.advance(120_000);
    expect((await call(s, contract.smsSendLogin.path, { phone: '09175550102' })).code).toBe(
      ERROR_CODES.RATE_LIMITED,
    );
    expect(twilio.messages).toHaveLength(before + 2);

    const sid = twilio.messages.at(-1)!.sid;
    const callbackUrl = `${s.baseUrl}/sms/status/twilio`;
    const params = {
      MessageSid: sid,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
      AccountSid: account.accountSid,
    };
    const response = await fetch(callbackUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(account.authToken, callbackUrl, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    expect(response.status).toBe(204);
    expect((await messageRows(s)).map((r) => [r.status, r.error_code])).toEqual([
      ['queued', null],
      ['undelivered', '30003'],
    ]);
  });

  it("issue 26: Twilio's refusals: a bad number answers PHONE_INVALID, bad credentials a server error; both recorded as failed, the code not logged", async () => {
    const codes = ['482913', '571046'];
    const s = (server = await startTestServer(kind, {
      env: twilioEnv(),
      deps: { generateSmsCode: () => codes.shift() ?? '000000' },
    }));
    twilio.failNext = {
      status: 400,
      code: 21211,
      message: "The 'To' number +639175550103 is not a valid phone number.",
    };
    const bad = await call(s, contract.smsSendLogin.path, { phone: '09175550103' });
    expect(bad.code).toBe(ERROR_CODES.PHONE_INVALID);
    twilio.failNext = { status: 401, code: 20003, message: 'Authenticate' };
    const auth = await call(s, contract.smsSendLogin.path, { phone: '09175550104' });
    expect(auth.code).toBe(ERROR_CODES.SERVER_ERROR);
    expect(
      (await messageRows(s)).map((r) => [r.gateway, r.provider_id, r.status, r.error_code]),
    ).toEqual([
      ['twilio', null, 'failed', '21211'],
      ['twilio', null, 'failed', '20003'],
    ]);
    const logs = s.logs.join('');
    expect(logs).toContain('SMS not sent');
    expect(logs).toContain('+63******0103');
    for (const secret of ['482913', '571046', '9175550103', '9175550104', account.authToken])
      expect(logs).not.toContain(secret);
  });

  it('issue 26: SMS_GATEWAYS=PH=semaphore,default=twilio sends Philippine phones through Semaphore and polls its status', async () => {
    const s = (server = await startTestServer(kind, {
      env: {
        ...twilioEnv(),
        SMS_GATEWAYS: 'PH=semaphore,default=twilio',
        SEMAPHORE_API_KEY: SEMAPHORE_KEY,
        SEMAPHORE_SENDER_NAME: 'PERYA',
        SEMAPHORE_API_URL: semaphore.url,
      },
    }));
    const twilioBefore = twilio.messages.length;
    expect((await call(s, contract.smsSendRegister.path, { phone: '09175550105' })).code).toBe(
      ERROR_CODES.SUCCESS,
    );
    expect(twilio.messages).toHaveLength(twilioBefore);
    const message = semaphore.messages.at(-1)!;
    expect(message.params).toMatchObject({
      apikey: SEMAPHORE_KEY,
      number: '09175550105',
      sendername: 'PERYA',
    });
    const code = codeIn(message.params.message);
    expect(
      (await call(s, contract.smsCheck.path, { phone: '09175550105', code, purpose: 'register' }))
        .code,
    ).toBe(ERROR_CODES.SUCCESS);
    expect(await messageRows(s)).toMatchObject([
      { market: 'PH', gateway: 'semaphore', provider_id: String(message.id), status: 'pending' },
    ]);

    // Semaphore has no callback: the server asks GET /messages/{id} until the status is final.
    expect(await s.app.smsDelivery!.pollSemaphore()).toBe(1);
    expect((await messageRows(s))[0]?.status).toBe('pending');
    message.status = 'Sent';
    expect(await s.app.smsDelivery!.pollSemaphore()).toBe(1);
    expect((await messageRows(s))[0]?.status).toBe('sent');
    expect(await s.app.smsDelivery!.pollSemaphore()).toBe(0);
    expect(
      semaphore.requests.filter((r) => r === `GET /api/v4/messages/${message.id}`),
    ).toHaveLength(2);

    // Its refusals: a field named ({"number": [...]}) or a list of reasons.
    semaphore.failNext = { status: 422, body: { number: ['The number format is invalid.'] } };
    expect((await call(s, contract.smsSendLogin.path, { phone: '09175550106' })).code).toBe(
      ERROR_CODES.PHONE_INVALID,
    );
    semaphore.failNext = {
      status: 200,
      body: ['Your current balance of 0 credit is insufficient.'],
    };
    expect((await call(s, contract.smsSendLogin.path, { phone: '09175550107' })).code).toBe(
      ERROR_CODES.SERVER_ERROR,
    );
    semaphore.failNext = { status: 401, body: { apikey: ['The selected apikey is invalid.'] } };
    expect((await call(s, contract.smsSendLogin.path, { phone: '09175550108' })).code).toBe(
      ERROR_CODES.SERVER_ERROR,
    );
    expect((await messageRows(s)).slice(1).map((r) => [r.gateway, r.status, r.error_code])).toEqual(
      [
        ['semaphore', 'failed', 'number'],
        ['semaphore', 'failed', 'refused'],
        ['semaphore', 'failed', 'apikey'],
      ],
    );
    expect(s.logs.join('')).not.toContain(SEMAPHORE_KEY);
  });
});

describe('issue 26: SMS routing per market', () => {
  it('issue 26: a market without its own gateway uses the default; no default and no route refuses', async () => {
    const { database, clock, close } = await openTestDatabase('sqlite');
    try {
      const sent: string[] = [];
      const provider = (name: 'twilio' | 'semaphore'): SmsProvider => ({
        name,
        send: (phone) => {
          sent.push(`${name} ${phone}`);
          return Promise.resolve({ providerId: `${name}-${sent.length}`, status: 'queued' });
        },
      });
      const log = { warn: () => undefined };
      const routed = createSmsDelivery({
        db: database.db,
        now: clock.now,
        routes: new Map([
          ['PH', provider('semaphore')],
          ['default', provider('twilio')],
        ]),
        log,
      });
      await routed.send({ phone: '+639171234567', purpose: 'login', body: 'x' });
      await routed.send({ phone: '+5511912345678', purpose: 'login', body: 'x' });
      await routed.send({ phone: '+447700900123', purpose: 'login', body: 'x' });
      expect(sent).toEqual([
        'semaphore +639171234567',
        'twilio +5511912345678',
        'twilio +447700900123',
      ]);
      const rows = await database.db
        .selectFrom('sms_messages')
        .select(['market', 'gateway'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { market: 'PH', gateway: 'semaphore' },
        { market: 'BR', gateway: 'twilio' },
        { market: 'default', gateway: 'twilio' },
      ]);
      const phOnly = createSmsDelivery({
        db: database.db,
        now: clock.now,
        routes: new Map([['PH', provider('semaphore')]]),
        log,
      });
      await expect(
        phOnly.send({ phone: '+5511912345678', purpose: 'login', body: 'x' }),
      ).rejects.toMatchObject({ name: 'AppError' });
    } finally {
      await close();
    }
  });
});

describe('issue 26: SMS gateway configuration', () => {
  const paths = { defaultSqliteFile: ':memory:', defaultSeedFile: 'seed/config.yaml' };
  const twilioVars = {
    SMS_GATEWAYS: 'default=twilio',
    TWILIO_ACCOUNT_SID: account.accountSid,
    TWILIO_AUTH_TOKEN: account.authToken,
    TWILIO_FROM: FROM,
  };
  const problems = (env: Record<string, string>): string[] => {
    try {
      loadConfig(env, paths);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return [...error.problems];
      throw error;
    }
  };

  it('issue 26: the sandbox outbox stays the default in dev; a configured gateway replaces it; both switched on is a ConfigError', () => {
    const sandboxed = loadConfig({ PERYA_DEV: '1' }, paths).sms;
    expect(sandboxed.sandbox).toBe(true);
    expect(sandboxed.gateways).toBeUndefined();
    const dev = loadConfig({ PERYA_DEV: '1', ...twilioVars }, paths).sms;
    expect(dev.sandbox).toBe(false);
    expect([...(dev.gateways?.routes ?? [])]).toEqual([['default', 'twilio']]);
    expect(problems({ PERYA_DEV: '1', SMS_SANDBOX: '1', ...twilioVars }).join()).toMatch(
      /SMS_SANDBOX=1 cannot run beside SMS_GATEWAYS/,
    );
    // Production with a configured gateway sends for real; without one it sends nothing (unchanged).
    const production = loadConfig(
      {
        ...PRODUCTION_ENV,
        ...twilioVars,
        SMS_GATEWAYS: 'PH=semaphore,default=twilio',
        SEMAPHORE_API_KEY: SEMAPHORE_KEY,
      },
      paths,
    ).sms;
    expect(production.sandbox).toBe(false);
    expect(production.gateways).toMatchObject({
      twilio: {
        accountSid: account.accountSid,
        sender: { from: FROM },
        apiUrl: 'https://api.twilio.com',
      },
      semaphore: {
        apiKey: SEMAPHORE_KEY,
        senderName: undefined,
        apiUrl: 'https://api.semaphore.co/api/v4',
      },
    });
    const none = loadConfig({ ...PRODUCTION_ENV }, paths).sms;
    expect(none.sandbox).toBe(false);
    expect(none.gateways).toBeUndefined();
  });

  it('issue 26: every missing credential, unknown market or gateway and test-only URL is named at once', () => {
    expect(problems({ PERYA_DEV: '1', SMS_GATEWAYS: 'PH=semaphore,XX=twilio,BR=vonage' })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/SMS_GATEWAYS names an unknown market 'XX'/),
        expect.stringMatching(/SMS_GATEWAYS names an unknown gateway 'vonage' for BR/),
      ]),
    );
    const missing = problems({ PERYA_DEV: '1', SMS_GATEWAYS: 'PH=semaphore,default=twilio' }).join(
      '\n',
    );
    expect(missing).toMatch(/TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set/);
    expect(missing).toMatch(/set one of TWILIO_FROM and TWILIO_MESSAGING_SERVICE_SID/);
    expect(missing).toMatch(/SEMAPHORE_API_KEY must be set/);
    expect(
      problems({
        PERYA_DEV: '1',
        ...twilioVars,
        TWILIO_MESSAGING_SERVICE_SID: `MG${'a'.repeat(32)}`,
      }).join(),
    ).toMatch(/set one of TWILIO_FROM/);
    expect(problems({ PERYA_DEV: '1', TWILIO_ACCOUNT_SID: 'AC123' }).join('\n')).toMatch(
      /TWILIO_ACCOUNT_SID must be the account's SID/,
    );
    expect(problems({ PERYA_DEV: '1', SEMAPHORE_API_KEY: SEMAPHORE_KEY }).join()).toMatch(
      /SEMAPHORE_\* is set but SMS_GATEWAYS names no semaphore/,
    );
    const prod = problems({
      ...PRODUCTION_ENV,
      ...twilioVars,
      TWILIO_API_URL: 'http://127.0.0.1:9',
    }).join('\n');
    expect(prod).toMatch(/TWILIO_API_URL must be an https URL/);
    expect(prod).toMatch(/TWILIO_API_URL is for tests/);
    // The auth token never appears in a problem.
    expect(
      problems({ ...PRODUCTION_ENV, ...twilioVars, TWILIO_FROM: 'not a valid sender!' }).join(),
    ).not.toContain(account.authToken);
  });
});
