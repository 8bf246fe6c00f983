// Issue 25 item 4: with REDIS_URL the attempt limits hold across instances. Two servers on one
// PostgreSQL database and one Redis count every attempt against one limit, whichever instance it
// reaches: per IP (login) and per account (register). The counters are in Redis under the
// cluster's prefix.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { failure, testClient } from '../client';
import { TEST_PASSWORD, TestClock } from '../harness';
import { REDIS_URL, missingService } from './processes';
import { startInProcessCluster, type InProcessCluster } from './inProcess';

const missing = await missingService();
if (missing !== undefined) console.warn(`[cluster rate-limit test skipped] ${missing}`);

describe.skipIf(missing !== undefined)('rate limits across instances (REDIS_URL)', () => {
  let cluster: InProcessCluster;
  const urls: string[] = [];
  let prefix = '';

  beforeAll(async () => {
    cluster = await startInProcessCluster({
      names: ['a', 'b'],
      now: new TestClock().now,
      env: { RATE_LIMIT_PER_IP: '4', RATE_LIMIT_PER_ACCOUNT: '2', RATE_LIMIT_WINDOW_S: '60' },
    });
    urls.push(...cluster.urls);
    prefix = cluster.prefix;
  }, 30_000);

  afterAll(async () => {
    await cluster?.close();
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
