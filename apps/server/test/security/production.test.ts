// Door: the default run is production. The built server (dist bundle, `node dist/main.js` as an
// operator runs it) started without PERYA_DEV serves no /dev/* route, guards every /ops/* route
// with OPERATOR_TOKEN, runs no sandbox adapter the operator did not switch on, and refuses to start
// without real secrets.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, TRADE_STREAM_PATH, contract } from '@perya/api/contract';
import { DEV_PROVIDER_SECRET } from '../../src/config';
import { SANDBOX_CHECKOUT_PATH } from '../../src/adapters/payment/sandbox';
import { SANDBOX_PATHS } from '../../src/modules/games/provider/sandbox';
import { WALLET_PATHS, signedHeaders } from '../../src/modules/games/provider/protocol';
import { openDatabase } from '../../src/db/database';
import { createSessionService } from '../../src/modules/account/sessions';
import { DB_KINDS, PACKAGE_DIR, PRODUCTION_ENV, createTestDatabase, insertUser, type TestDatabase } from '../harness';

// One level below the package, like dist/main.js; ignored by git.
const BUNDLE = path.join('dist-e2e', 'production-test-main.js');
const OPERATOR = PRODUCTION_ENV.OPERATOR_TOKEN;

interface Running {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

beforeAll(() => {
  const build = spawnSync(process.execPath, [path.join('scripts', 'build.mjs'), BUNDLE], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}, 60_000);

/** The bundle with only these variables: nothing from the test runner's environment (no PERYA_DEV). */
function run(env: Record<string, string>): Running {
  const child = spawn(process.execPath, [BUNDLE], { cwd: PACKAGE_DIR, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listening(server: Running): Promise<string> {
  const started = Date.now();
  for (;;) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
    if (match && server.output().includes('perya server ready')) return match[1] as string;
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (Date.now() - started > 30_000) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(server: Running | undefined): Promise<void> {
  if (server === undefined || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

type Answer = { status: number; code: string | undefined; text: string };
async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code, text };
}
const post = (url: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('production refuses to start without real secrets', () => {
  it('names every missing secret and exits 1', async () => {
    const server = run({ PORT: '0', DATABASE_URL: ':memory:' });
    expect(await server.exited).toBe(1);
    for (const name of ['OPERATOR_TOKEN', 'PAYMENT_WEBHOOK_SECRET', 'PROVIDER_SECRET']) {
      expect(server.output()).toContain(`${name} must be set in production`);
    }
  }, 30_000);

  it('refuses the sandbox identity provider without KYC_DATA_KEY (documents would be stored unsealed)', async () => {
    const server = run({ ...PRODUCTION_ENV, PORT: '0', DATABASE_URL: ':memory:', KYC_SANDBOX: '1' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('KYC_DATA_KEY must be set in production when KYC_SANDBOX=1');
    const weak = run({ ...PRODUCTION_ENV, PORT: '0', DATABASE_URL: ':memory:', KYC_SANDBOX: '1', KYC_DATA_KEY: '0'.repeat(64) });
    expect(await weak.exited).toBe(1);
    expect(weak.output()).toMatch(/KYC_DATA_KEY repeats too few characters/);
  }, 30_000);

  it('refuses the sandbox provider secret printed in the source', async () => {
    const server = run({ ...PRODUCTION_ENV, PORT: '0', DATABASE_URL: ':memory:', PROVIDER_SECRET: `${DEV_PROVIDER_SECRET}-${'0123456789abcdef'}` });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PROVIDER_SECRET is a sample value/);
  }, 30_000);
});

describe.each(DB_KINDS)('production doors on %s', (kind) => {
  let database: TestDatabase;
  let server: Running | undefined;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = run({ ...PRODUCTION_ENV, PORT: '0', DATABASE_URL: database.url, LOG_LEVEL: 'info' });
    url = await listening(server);
  }, 60_000);
  afterAll(async () => {
    await stop(server);
    await database?.drop();
  });

  it('serves no /dev/* route, and the SMS outbox is nowhere without its sandbox', async () => {
    expect((await call(`${url}/dev/sms/outbox`)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await call(`${url}/dev/sms/outbox`, { headers: { 'x-operator-token': OPERATOR } })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await call(`${url}/ops/sms/outbox`, { headers: { 'x-operator-token': OPERATOR } })).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('guards every /ops/* route with the operator token (none, wrong, prefix of the right one)', async () => {
    const doors: [string, string][] = [
      ['GET', '/ops/withdrawals'],
      ['POST', '/ops/withdrawals/W1/approve'],
      ['POST', '/ops/deposits/expire'],
      ['GET', '/ops/ledger/audit'],
      ['POST', '/ops/sabong/open'],
      ['POST', '/ops/sabong/result'],
      ['POST', '/ops/migration/child-accounts'],
      ['POST', '/ops/lotto/draw-now'],
    ];
    for (const [method, door] of doors) {
      for (const headers of [{}, { 'x-operator-token': 'wrong-token-wrong-token-wrong-token' }, { 'x-operator-token': OPERATOR.slice(0, -1) }]) {
        const answer = method === 'GET' ? await call(`${url}${door}`, { headers }) : await post(`${url}${door}`, { result: 'meron' }, headers);
        expect([door, answer.status, answer.code]).toEqual([door, 401, ERROR_CODES.UNAUTHORIZED]);
      }
    }
    // The operator's own token opens them.
    const list = await call(`${url}/ops/withdrawals`, { headers: { 'x-operator-token': OPERATOR } });
    expect([list.status, list.code]).toEqual([200, ERROR_CODES.SUCCESS]);
  });

  it('runs no sandbox adapter: no checkout page, no SMS sent, no sandbox game provider', async () => {
    expect((await call(`${url}${SANDBOX_CHECKOUT_PATH}/D1`)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await post(`${url}${SANDBOX_CHECKOUT_PATH}/D1`, { outcome: 'paid' })).code).toBe(ERROR_CODES.NOT_FOUND);
    // No sandbox adapter: its webhook route answers for no adapter at all.
    expect((await post(`${url}/x2/payment/webhook/sandbox`, { orderNo: 'D1' })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await call(`${url}${SANDBOX_PATHS.play}`)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await post(`${url}${SANDBOX_PATHS.spin}`, {})).code).toBe(ERROR_CODES.NOT_FOUND);
    // No SMS gateway is configured: sending a code is refused, nothing is written anywhere readable.
    expect((await post(`${url}${contract.smsSendRegister.path}`, { phone: '09175550001' })).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    // No trading price feed: markets and the price stream are "not available" (TRADE_FEED_SANDBOX off).
    expect((await call(`${url}${contract.tradeMarkets.path}`)).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    expect((await call(`${url}${TRADE_STREAM_PATH}`)).code).toBe(ERROR_CODES.FEATURE_DISABLED);
  });

  it('runs no identity provider: a logged-in player\'s identity check is "not available" and nothing is stored', async () => {
    // A player and a session written straight into the server's database (production sends no SMS
    // code, so nobody can register through the API here).
    const db = openDatabase(database.config);
    try {
      const userId = await insertUser(db.db);
      const { token } = await createSessionService(db.db, { maxAgeS: 3600, idleS: 3600 }, Date.now).issue(userId);
      const selfie = `data:image/png;base64,${Buffer.from('x').toString('base64')}`;
      const answer = await post(`${url}${contract.kycSubmit.path}`, { documentType: 'passport', documentNumber: 'P1234567A', selfie }, { token });
      expect(answer.code).toBe(ERROR_CODES.FEATURE_DISABLED);
      expect(await db.db.selectFrom('kyc_checks').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('serves no game-provider wallet callbacks without a provider (nothing can credit a win)', async () => {
    const body = JSON.stringify({ sessionToken: 'x'.repeat(32), roundId: 'r-1', gameId: 'pg_1543462', amount: 100_000_000 });
    const answer = await call(`${url}${WALLET_PATHS.credit}`, { method: 'POST', headers: signedHeaders(PRODUCTION_ENV.PROVIDER_SECRET, 'sandbox', body, Date.now()), body });
    expect([answer.status, answer.code]).toEqual([404, ERROR_CODES.NOT_FOUND]);
  });

  it('logs the mode and no secret', () => {
    expect(server?.output()).toMatch(/"mode":"production"/);
    for (const secret of [OPERATOR, PRODUCTION_ENV.PAYMENT_WEBHOOK_SECRET, PRODUCTION_ENV.PROVIDER_SECRET]) expect(server?.output()).not.toContain(secret);
  });
});

describe('production with the sandboxes opted in (the README run command)', () => {
  let server: Running | undefined;
  let url: string;
  beforeAll(async () => {
    server = run({ ...PRODUCTION_ENV, PORT: '0', DATABASE_URL: ':memory:', LOG_LEVEL: 'info', PAYMENT_SANDBOX: '1', SMS_SANDBOX: '1', PROVIDER_SANDBOX: '1', SABONG_SANDBOX: '1', TRADE_FEED_SANDBOX: '1', TRADE_FEED_SANDBOX_REAL_MONEY: '1' });
    url = await listening(server);
  }, 60_000);
  afterAll(async () => {
    await stop(server);
  });

  it('says so at start-up, and shows the SMS outbox only to the operator', async () => {
    expect(server?.output()).toMatch(/sandbox adapters are ON \(payment, sms, gameProvider, sabong, tradeFeed\)/);
    expect((await call(`${url}${contract.tradeMarkets.path}`)).code).toBe(ERROR_CODES.SUCCESS);
    expect((await post(`${url}${contract.smsSendRegister.path}`, { phone: '09175550002' })).code).toBe(ERROR_CODES.SUCCESS);
    expect((await call(`${url}/dev/sms/outbox`)).code).toBe(ERROR_CODES.NOT_FOUND);
    const anonymous = await call(`${url}/ops/sms/outbox`);
    expect([anonymous.status, anonymous.code]).toEqual([401, ERROR_CODES.UNAUTHORIZED]);
    expect(anonymous.text).not.toMatch(/\d{6}/);
    const operator = await call(`${url}/ops/sms/outbox`, { headers: { 'x-operator-token': OPERATOR } });
    expect(operator.code).toBe(ERROR_CODES.SUCCESS);
    expect(operator.text).toMatch(/Your verification code is \d{6}/);
  });
});
