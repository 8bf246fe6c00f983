// Issue 25 item 4: with REDIS_URL the attempt limits hold across instances. Two servers on one
// PostgreSQL database and one Redis count every attempt against one limit, whichever instance it
// reaches: per IP (login) and per account (register). The counters are in Redis under the
// cluster's prefix.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { buildApp } from '../../src/app';
import { openDatabase, type Db } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/prepare';
import { failure, testClient } from '../client';
import { SEED_FILE, TEST_PASSWORD, TestClock, createTestDatabase, testConfig, type TestDatabase } from '../harness';
import { REDIS_URL, missingService } from './processes';

const missing = await missingService();
if (missing !== undefined) console.warn(`[cluster rate-limit test skipped] ${missing}`);

describe.skipIf(missing !== undefined)('rate limits across instances (REDIS_URL)', () => {
  const prefix = `perya-test-${randomBytes(6).toString('hex')}`;
  let testDb: TestDatabase;
  let logDir: string;
  const databases: Db[] = [];
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];

  async function startInstance(name: string): Promise<string> {
    const database = openDatabase(testDb.config);
    databases.push(database);
    const config = testConfig(testDb.config, {
      DATABASE_URL: testDb.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      LEADER_POLL_MS: '100',
      RATE_LIMIT_PER_IP: '4',
      RATE_LIMIT_PER_ACCOUNT: '2',
      RATE_LIMIT_WINDOW_S: '60',
      LOG_DATABASE_FILE: path.join(logDir, `${name}.sqlite`),
    });
    const app = await buildApp({ config, database, now: new TestClock().now, lottoTickMs: null });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
    return `http://127.0.0.1:${address.port}`;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    logDir = mkdtempSync(path.join(tmpdir(), 'perya-rate-limits-'));
    const setup = openDatabase(testDb.config);
    try {
      await prepareDatabase(setup, SEED_FILE, new TestClock().now());
    } finally {
      await setup.destroy();
    }
    urls.push(await startInstance('a'), await startInstance('b'));
  }, 30_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.destroy();
    await testDb?.drop();
    if (logDir !== undefined) rmSync(logDir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('counts an attempt on instance A against the limit on instance B', { timeout: 30_000 }, async () => {
    const [a, b] = urls.map((url) => testClient(url!));
    if (a === undefined || b === undefined) throw new Error('two instances expected');

    // Per account (register, 2 a window): one attempt on each instance, the third is refused on both.
    const register = (client: typeof a) => failure(client.call(contract.registerByAccount, { account: '09170000041', pwd: TEST_PASSWORD, code: '000000' }));
    expect((await register(a)).code).not.toBe(ERROR_CODES.RATE_LIMITED);
    expect((await register(b)).code).not.toBe(ERROR_CODES.RATE_LIMITED);
    expect((await register(a)).code).toBe(ERROR_CODES.RATE_LIMITED);
    expect((await register(b)).code).toBe(ERROR_CODES.RATE_LIMITED);

    // Per IP (login, 4 a window): two attempts on each instance, the fifth is refused on both, in
    // the same envelope and status as on one instance.
    const login = (client: typeof a, i: number) => failure(client.call(contract.loginByAccount, { account: `0917000005${i}`, pwd: 'wrong12' }));
    for (let i = 0; i < 4; i++) expect((await login(i % 2 === 0 ? a : b, i)).code).toBe(ERROR_CODES.CREDENTIALS_INCORRECT);
    const limited = await login(b, 4);
    expect([limited.code, limited.msg, limited.httpStatus]).toEqual([ERROR_CODES.RATE_LIMITED, MESSAGES.tooManyRequests, 429]);
    expect((await login(a, 5)).code).toBe(ERROR_CODES.RATE_LIMITED);

    // The counters are Redis's, under this cluster's prefix.
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}:rate-limit:*`);
      expect(keys.some((key) => key.endsWith('login:ip:127.0.0.1'))).toBe(true);
      expect(keys.some((key) => key.endsWith('register:account:+639170000041'))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
