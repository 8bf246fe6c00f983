// Issue 26 item 8: `pnpm --filter @perya/server run doctor` (src/doctor.ts) against local fakes only:
// Twilio, Semaphore, Onfido, Mercado Pago, Facebook's Graph and Binance fakes of this folder, a local SMTP server (smtp-server), a
// local JWKS endpoint, a temp SQLite file and the local Redis (skipped when absent). Nothing reaches
// the internet.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { doctorExitCode, formatDoctorTable, maskSecret, runDoctor, unreachableHost, urlRows, type DoctorRow } from '../src/doctor';
import { loadConfig } from '../src/config';
import { startFakeBinance, type FakeBinance } from './fakeBinance';
import { startFakeGraph, type FakeGraph } from './fakeGraph';
import { startFakeOnfido, type FakeOnfido } from './fakeOnfido';
import { startFakeMercadoPago, type FakeMercadoPago } from './fakeMercadoPago';
import { startFakeSemaphore, type FakeSemaphore } from './fakeSemaphore';
import { startFakeTwilio, type FakeTwilio } from './fakeTwilio';

const REDIS_URL = process.env.PERYA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** REDIS_URL is only accepted beside PostgreSQL: a URL of a closed local port (its database row FAILs, not asserted). */
const NO_POSTGRES = 'postgres://perya:db-pass-5a4b3c2d@127.0.0.1:1/perya';
const TWILIO = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'twilio-auth-token-4f9a2c7e1b' };
const SEMAPHORE_KEY = 'semaphore-api-key-8d3e5a1f0c';
const SMTP = { user: 'mailer', pass: 'smtp-pass-7c1e9b3a' };
const FACEBOOK = { appId: '1234567890', appSecret: 'fb-app-secret-2b8d6f0a4e' };
const ONFIDO = { apiToken: 'api_sandbox.onfido-doctor-7e3a9c', webhookToken: 'onfido-webhook-token-5d1f8b2a' };
const MERCADOPAGO = { accessToken: 'APP_USR-4412345678901234-011512-9a8b7c6d5e4f30211203f4e5d6c7b8a9-1987654321', webhookSecret: '5e2a9c7b1d3f4680ace13579bdf02468c1e7a93b5d0f2846e9c3a1b7d5f08264' };
/** Secrets production accepts (as src/config.test.ts). */
const PRODUCTION_SECRETS = {
  OPERATOR_TOKEN: 'f3a9c1d27b6e48a0b5c9d8e7f6a1b2c3',
  PAYMENT_WEBHOOK_SECRET: '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e',
  PROVIDER_SECRET: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
  PUBLIC_BASE_URL: 'https://api.perya.example',
} as const;

const row = (rows: readonly DoctorRow[], check: string) => rows.find((r) => r.check === check);
const statuses = (rows: readonly DoctorRow[]) => Object.fromEntries(rows.map((r) => [r.check, r.status]));

async function fakeSmtp() {
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP.user && auth.password === SMTP.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function jwksServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [{ kty: 'RSA', kid: 'k1', n: 'AQAB', e: 'AQAB', alg: 'RS256', use: 'sig' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('issue 26 item 8: pnpm doctor', () => {
  let dir: string;
  let dbFile: string;
  const paths = () => ({ defaultSqliteFile: path.join(dir, 'default.sqlite'), defaultSeedFile: path.join(dir, 'config.yaml') });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'perya-doctor-'));
    dbFile = path.join(dir, 'perya.sqlite');
    const database = openDatabase({ kind: 'sqlite', file: dbFile });
    await migrateToLatest(database.db, database.kind);
    await database.destroy();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('development mode on a migrated SQLite file: OK rows, the sandboxes as OK rows, exit code 0', async () => {
    const rows = await runDoctor({ PERYA_DEV: '1', DATABASE_URL: `sqlite:${dbFile}` }, paths());
    expect(statuses(rows)).toMatchObject({
      config: 'OK',
      mode: 'WARN',
      database: 'OK',
      'database migrations': 'OK',
      redis: 'SKIP',
      'public base URL': 'WARN',
      sms: 'OK',
      email: 'OK',
      'google sign-in': 'SKIP',
      'facebook login': 'OK',
      'sandbox: payment': 'OK',
      'sandbox: kyc': 'OK',
    });
    expect(row(rows, 'payment webhook URL')?.detail).toContain('http://127.0.0.1:4000/x2/payment/webhook/');
    expect(doctorExitCode(rows)).toBe(0);
    expect(formatDoctorTable(rows).split('\n')[0]).toMatch(/^check +\| status \| detail$/);
  });

  it('a database that lacks migrations is WARN; one with a migration this code does not know is FAIL; a missing file is not created', async () => {
    const file = path.join(dir, 'old.sqlite');
    const database = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(database.db, database.kind);
    await sql`delete from kysely_migration where name = ${'0023_sms_messages'}`.execute(database.db);
    await database.destroy();
    let rows = await runDoctor({ PERYA_DEV: '1', DATABASE_URL: file }, paths());
    expect(row(rows, 'database migrations')).toMatchObject({ status: 'WARN', detail: expect.stringContaining('0023_sms_messages') as unknown });

    const newer = openDatabase({ kind: 'sqlite', file });
    await sql`insert into kysely_migration (name, timestamp) values (${'9999_future'}, ${new Date().toISOString()})`.execute(newer.db);
    await newer.destroy();
    rows = await runDoctor({ PERYA_DEV: '1', DATABASE_URL: file }, paths());
    expect(row(rows, 'database migrations')).toMatchObject({ status: 'FAIL', detail: expect.stringContaining('9999_future') as unknown });
    expect(doctorExitCode(rows)).toBe(1);

    rows = await runDoctor({ PERYA_DEV: '1', DATABASE_URL: path.join(dir, 'absent', 'none.sqlite') }, paths());
    expect(row(rows, 'database')?.status).toBe('WARN');
  });

  it('production with a bad configuration: every problem is a FAIL row, exit code 1', async () => {
    const rows = await runDoctor({ DATABASE_URL: dbFile, PORT: 'x' }, paths());
    const failures = rows.filter((r) => r.status === 'FAIL').map((r) => r.detail).join('\n');
    expect(failures).toMatch(/PORT must be a whole number/);
    expect(failures).toMatch(/OPERATOR_TOKEN must be set in production/);
    expect(failures).toMatch(/PUBLIC_BASE_URL must be set in production/);
    expect(row(rows, 'other checks')?.status).toBe('SKIP');
    expect(doctorExitCode(rows)).toBe(1);
  });

  it('production: a sandbox switched on is a WARN row; payments say no real provider is wired yet', async () => {
    const rows = await runDoctor({ ...PRODUCTION_SECRETS, DATABASE_URL: dbFile, PAYMENT_SANDBOX: '1' }, paths());
    expect(row(rows, 'mode')).toBeUndefined();
    expect(row(rows, 'public base URL')).toMatchObject({ status: 'OK', detail: 'https://api.perya.example' });
    expect(row(rows, 'sandbox: payment')?.status).toBe('WARN');
    expect(row(rows, 'sms')?.status).toBe('WARN');
    const noSandbox = await runDoctor({ ...PRODUCTION_SECRETS, DATABASE_URL: dbFile }, paths());
    expect(row(noSandbox, 'payments')).toMatchObject({ status: 'WARN', detail: expect.stringContaining('no real payment provider') as unknown });
    expect(doctorExitCode(noSandbox)).toBe(0);
    const all = formatDoctorTable([...rows, ...noSandbox]);
    for (const secret of Object.values(PRODUCTION_SECRETS).slice(0, 3)) expect(all).not.toContain(secret);
  });

  describe('one harmless authenticated call per configured provider (local fakes)', () => {
    let twilio: FakeTwilio;
    let semaphore: FakeSemaphore;
    let graph: FakeGraph;
    let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
    let jwks: Awaited<ReturnType<typeof jwksServer>>;
    let onfido: FakeOnfido;
    let mercadoPago: FakeMercadoPago;
    beforeAll(async () => {
      [twilio, semaphore, graph, smtp, jwks, onfido, mercadoPago] = await Promise.all([
        startFakeTwilio(TWILIO),
        startFakeSemaphore(SEMAPHORE_KEY),
        startFakeGraph(FACEBOOK),
        fakeSmtp(),
        jwksServer(),
        startFakeOnfido(ONFIDO),
        startFakeMercadoPago({ ...MERCADOPAGO, now: Date.now }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([twilio?.close(), semaphore?.close(), graph?.close(), smtp?.close(), jwks?.close(), onfido?.close(), mercadoPago?.close()]);
    });
    const env = (overrides: Record<string, string> = {}) => ({
      PERYA_DEV: '1',
      DATABASE_URL: dbFile,
      PUBLIC_BASE_URL: 'https://api.perya.example',
      SMS_GATEWAYS: 'PH=semaphore,default=twilio',
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
      SEMAPHORE_API_KEY: SEMAPHORE_KEY,
      SEMAPHORE_API_URL: semaphore.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: SMTP.user,
      SMTP_PASS: SMTP.pass,
      SMTP_FROM: 'Perya <no-reply@perya.example>',
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: jwks.url,
      FACEBOOK_APP_ID: FACEBOOK.appId,
      FACEBOOK_APP_SECRET: FACEBOOK.appSecret,
      FACEBOOK_GRAPH_URL: graph.url,
      ONFIDO_API_TOKEN: ONFIDO.apiToken,
      ONFIDO_WEBHOOK_TOKEN: ONFIDO.webhookToken,
      ONFIDO_API_URL: onfido.url,
      MERCADOPAGO_ACCESS_TOKEN: MERCADOPAGO.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: MERCADOPAGO.webhookSecret,
      MERCADOPAGO_API_URL: mercadoPago.url,
      ...overrides,
    });

    it('right credentials: every provider row is OK, and the callback URLs are printed', async () => {
      const rows = await runDoctor(env(), paths());
      expect(statuses(rows)).toMatchObject({
        'sms routes': 'OK',
        'sms: twilio': 'OK',
        'sms: semaphore': 'OK',
        'email: smtp': 'OK',
        'google sign-in': 'OK',
        'facebook login': 'OK',
        'Twilio status callback': 'OK',
        'identity checks: onfido': 'OK',
        'Onfido webhook URL': 'OK',
        'payments: mercadopago': 'OK',
        'payment webhook URL': 'OK',
      });
      expect(row(rows, 'Twilio status callback')?.detail).toContain('https://api.perya.example/sms/status/twilio');
      expect(row(rows, 'Onfido webhook URL')?.detail).toContain('https://api.perya.example/kyc/webhook/onfido');
      // One harmless read: the first page of one applicant; nothing created.
      expect(onfido.requests).toEqual(['GET /v3.6/applicants?page=1&per_page=1']);
      expect(onfido.applicants.size).toBe(0);
      expect(row(rows, 'payments: mercadopago')?.detail).toBe('account PERYALTDA (1987654321, site MLB)');
      expect(row(rows, 'payment webhook URL')?.detail).toBe('https://api.perya.example/x2/payment/webhook/{adapter} (Mercado Pago: /mercadopago)');
      expect(row(rows, 'payments')).toBeUndefined();
      expect(mercadoPago.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /users/me']);
      expect(mercadoPago.payments).toHaveLength(0);
      expect(twilio.requests).toContain(`GET /2010-04-01/Accounts/${TWILIO.accountSid}.json`);
      expect(twilio.messages).toHaveLength(0);
      expect(semaphore.messages).toHaveLength(0);
      expect(doctorExitCode(rows)).toBe(0);
      const table = formatDoctorTable(rows);
      for (const secret of [TWILIO.authToken, SEMAPHORE_KEY, SMTP.pass, FACEBOOK.appSecret, ONFIDO.apiToken, ONFIDO.webhookToken, MERCADOPAGO.accessToken, MERCADOPAGO.webhookSecret]) expect(table).not.toContain(secret);
    });

    it('wrong credentials: each provider is a FAIL row naming the variables, no secret printed, exit code 1', async () => {
      const wrong = {
        TWILIO_AUTH_TOKEN: 'wrong-twilio-token-0000aaaa',
        SEMAPHORE_API_KEY: 'wrong-semaphore-key-1111',
        SMTP_PASS: 'wrong-smtp-pass-2222',
        FACEBOOK_APP_SECRET: 'wrong-fb-secret-3333bbbb',
        ONFIDO_API_TOKEN: 'wrong-onfido-token-4444cccc',
        MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-0000111122223333-444455-wrongtoken',
      };
      const rows = await runDoctor(env(wrong), paths());
      expect(row(rows, 'sms: twilio')).toMatchObject({ status: 'FAIL', detail: expect.stringContaining('TWILIO_AUTH_TOKEN') as unknown });
      expect(row(rows, 'sms: semaphore')).toMatchObject({ status: 'FAIL', detail: expect.stringContaining('SEMAPHORE_API_KEY') as unknown });
      expect(row(rows, 'email: smtp')).toMatchObject({ status: 'FAIL', detail: expect.stringContaining('SMTP_PASS') as unknown });
      expect(row(rows, 'facebook login')).toMatchObject({ status: 'FAIL', detail: expect.stringContaining('refused') as unknown });
      expect(row(rows, 'identity checks: onfido')).toMatchObject({ status: 'FAIL', detail: expect.stringContaining('ONFIDO_API_TOKEN') as unknown });
      expect(row(rows, 'payments: mercadopago')).toEqual({ check: 'payments: mercadopago', status: 'FAIL', detail: 'access token refused (MERCADOPAGO_ACCESS_TOKEN)' });
      expect(doctorExitCode(rows)).toBe(1);
      const table = formatDoctorTable(rows);
      for (const secret of Object.values(wrong)) expect(table).not.toContain(secret);
      expect(table).toContain(maskSecret(TWILIO.accountSid));
    });

    it('an unreachable Google JWKS URL and Redis are FAIL rows', async () => {
      // REDIS_URL goes with PostgreSQL (a closed port here: that row FAILs too, unasserted).
      const rows = await runDoctor(env({ GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs', DATABASE_URL: NO_POSTGRES, REDIS_URL: 'redis://:redis-pass-9e8d7c6b@127.0.0.1:1' }), paths(), { timeoutMs: 2_000 });
      expect(row(rows, 'google sign-in')?.status).toBe('FAIL');
      expect(row(rows, 'redis')?.status).toBe('FAIL');
      expect(row(rows, 'database')?.status).toBe('FAIL');
      expect(formatDoctorTable(rows)).not.toContain('redis-pass-9e8d7c6b');
      expect(formatDoctorTable(rows)).not.toContain('db-pass-5a4b3c2d');
    });
  });

  describe('TRADE_FEED=binance: server time and one public price per traded symbol (local fake)', () => {
    let binance: FakeBinance;
    beforeAll(async () => {
      binance = await startFakeBinance();
      binance.trade('BTCUSDT', Date.now() - 1_000, '97123.45000000');
      binance.trade('ETHUSDT', Date.now() - 1_000, '3401.20000000');
    });
    afterAll(async () => {
      await binance?.close();
    });
    const env = (overrides: Record<string, string> = {}) => ({
      PERYA_DEV: '1', DATABASE_URL: dbFile, TRADE_FEED: 'binance', BINANCE_API_URL: binance.apiUrl, BINANCE_WS_URL: binance.wsUrl, BINANCE_SYMBOLS: 'BTCUSDT=BTCUSDT,ETHUSDT=ETHUSDT', ...overrides,
    });

    it('OK with the clock difference and each price in our units; nothing is written, no stream opened', async () => {
      const rows = await runDoctor(env(), paths());
      expect(row(rows, 'trade feed: binance')).toMatchObject({ status: 'OK', detail: expect.stringMatching(/server time [+-]\d+ ms from this machine's clock; BTCUSDT 97,123\.45, ETHUSDT 3,401\.20; stream ws:/) as unknown });
      expect(binance.requests).toEqual(expect.arrayContaining(['GET /api/v3/time', 'GET /api/v3/ticker/price?symbol=BTCUSDT']));
      expect(binance.connections).toEqual([]);
      expect(row(rows, 'sandbox: trade feed')).toBeUndefined();
    });

    it('FAIL for a symbol Binance does not list (its {code, msg}) or an unreachable API; WARN for a clock off by seconds', async () => {
      let rows = await runDoctor(env({ BINANCE_SYMBOLS: 'BTCUSDT=BTCUSDT,EURUSD=EURUSD' }), paths());
      expect(row(rows, 'trade feed: binance')).toMatchObject({ status: 'FAIL', detail: expect.stringContaining('EURUSD: BadRequestError -1121: Invalid symbol.') as unknown });
      rows = await runDoctor(env({ BINANCE_API_URL: 'http://127.0.0.1:1' }), paths(), { timeoutMs: 2_000 });
      expect(row(rows, 'trade feed: binance')).toMatchObject({ status: 'FAIL', detail: expect.stringContaining('http://127.0.0.1:1 unreachable') as unknown });
      binance.serverTime = () => Date.now() + 5_000;
      rows = await runDoctor(env(), paths());
      binance.serverTime = () => Date.now();
      expect(row(rows, 'trade feed: binance')).toMatchObject({ status: 'WARN', detail: expect.stringContaining('sync this clock') as unknown });
      expect(doctorExitCode(rows)).toBe(0);
    });

    it('no feed at all is a WARN row: trading is not available', async () => {
      const rows = await runDoctor({ PERYA_DEV: '1', DATABASE_URL: dbFile, TRADE_FEED_SANDBOX: '0' }, paths());
      expect(row(rows, 'trade feed')).toMatchObject({ status: 'WARN', detail: expect.stringContaining('not available') as unknown });
    });
  });

  it('a PUBLIC_BASE_URL no provider can reach (a private, loopback or local-only host) is a FAIL beside a provider that calls back, a WARN without one', () => {
    for (const host of ['localhost', 'api.localhost', '127.0.0.1', '10.0.0.5', '172.16.4.2', '172.31.255.1', '192.168.1.10', '100.64.0.1', '169.254.169.254', '0.0.0.0', 'perya.local', 'api.internal', '[::1]', '[fd12:3456::1]', '[fe80::1]', '[::ffff:10.0.0.1]']) {
      expect(unreachableHost(host), host).toBe(true);
    }
    for (const host of ['api.perya.example', '203.0.113.7', '172.32.0.1', '100.128.0.1', '8.8.8.8', '[2001:db8::1]', 'local.perya.example']) {
      expect(unreachableHost(host), host).toBe(false);
    }
    // Configurations only (nothing is called): Xendit and Onfido in production at a private address.
    const paths = { defaultSqliteFile: ':memory:', defaultSeedFile: 'config.yaml' };
    const callers = {
      XENDIT_SECRET_KEY: 'xnd_production_Zk4Yb8Qw2Rt6Up0Ls3Nd7Hf1Jc5Vx9Ma',
      XENDIT_CALLBACK_TOKEN: 'Lw8Qe2Rt5Yu1Io7Pa3Sd9Fg4Hj6Kl0Zx',
      ONFIDO_API_TOKEN: ONFIDO.apiToken,
      ONFIDO_WEBHOOK_TOKEN: ONFIDO.webhookToken,
      KYC_DATA_KEY: '3f9a0c7e1b5d2468ace13579bdf02468c1e7a93b5d0f2846e9c3a1b7d5f08264',
    };
    const base = (rows: readonly DoctorRow[]) => row(rows, 'public base URL');
    expect(base(urlRows(loadConfig({ ...PRODUCTION_SECRETS, ...callers, PUBLIC_BASE_URL: 'https://10.0.0.5' }, paths)))).toMatchObject({
      status: 'FAIL',
      detail: expect.stringMatching(/^https:\/\/10\.0\.0\.5 is not reachable from the internet: Xendit, Onfido cannot call back at it/) as unknown,
    });
    expect(base(urlRows(loadConfig({ ...PRODUCTION_SECRETS, PUBLIC_BASE_URL: 'https://perya.local' }, paths)))?.status).toBe('WARN');
    expect(base(urlRows(loadConfig({ ...PRODUCTION_SECRETS, ...callers }, paths)))).toEqual({ check: 'public base URL', status: 'OK', detail: 'https://api.perya.example' });
    // Development runs providers' fakes on this machine: nothing to say.
    expect(base(urlRows(loadConfig({ PERYA_DEV: '1', PUBLIC_BASE_URL: 'https://127.0.0.1:4000' }, paths)))?.status).toBe('OK');
  });

  it('REDIS_URL: PING answered by the local Redis (skipped when none runs)', async (context) => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const up = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (!up) context.skip(`Redis is not reachable at ${REDIS_URL}`);
    const rows = await runDoctor({ PERYA_DEV: '1', DATABASE_URL: NO_POSTGRES, REDIS_URL }, paths());
    expect(row(rows, 'redis')).toMatchObject({ status: 'OK', detail: expect.stringContaining('PONG') as unknown });
  });
});
