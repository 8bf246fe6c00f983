import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';
import { registerRateLimits, type RateLimitGroup } from './rateLimits';
import { createLoginGuard } from './loginGuard';
import { createHashQueue } from './hashQueue';
import { hashToken, newToken } from './tokens';

describe('passwords (scrypt)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const hasher = createPasswordHasher(1024);
    const a = await hasher.hash('secret1');
    const b = await hasher.hash('secret1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.verify('secret1', a)).toBe(true);
    expect(await hasher.verify('secret2', a)).toBe(false);
    expect(await hasher.verify('secret1', 'garbage')).toBe(false);
  });

  it('runs at the OWASP cost N=2^17 (maxmem raised) and verifies across cost changes', async () => {
    const strong = createPasswordHasher(2 ** 17);
    const stored = await strong.hash('secret1');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    // A server configured with another N still verifies: the hash carries its own parameters.
    expect(await createPasswordHasher(1024).verify('secret1', stored)).toBe(true);
  }, 20_000);
});

describe('tokens', () => {
  it('are 32 random bytes, stored as sha256 hex', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});

describe('rate limits (@fastify/rate-limit, in process)', () => {
  it('counts per group, IP and account within a window of the app clock', async () => {
    let now = 0;
    const app = Fastify();
    const config = { windowS: 10, perIp: 3, perAccount: 2 };
    const limiter = await registerRateLimits(app, {
      limits: { login: config, register: config, sms: config, email: config, withdraw: config, kyc: config, log: config },
      now: () => now,
    });
    app.post<{ Body: { group: RateLimitGroup; account?: string } }>('/hit', async (request) => ({ ok: await limiter.hit(request.body.group, request, request.body.account) }));
    const hit = async (group: RateLimitGroup, ip: string, account?: string) =>
      (await app.inject({ method: 'POST', url: '/hit', remoteAddress: ip, payload: { group, ...(account === undefined ? {} : { account }) } })).json<{ ok: boolean }>().ok;
    try {
      expect(await hit('login', 'ip1', 'a')).toBe(true);
      expect(await hit('login', 'ip1', 'a')).toBe(true);
      expect(await hit('login', 'ip1', 'a')).toBe(false); // account over
      expect(await hit('login', 'ip1', 'b')).toBe(false); // IP over (4th)
      expect(await hit('sms', 'ip1', 'a')).toBe(true); // other group
      expect(await hit('login', 'ip2', 'c')).toBe(true); // other IP
      expect(await hit('login', 'ip2', 'a')).toBe(false); // the account is over from any IP
      now = 9_999;
      expect(await hit('login', 'ip2')).toBe(true); // no account: the IP alone (its 3rd)
      now = 10_000;
      expect(await hit('login', 'ip1', 'a')).toBe(true); // new window
    } finally {
      await app.close();
    }
  });

  it('refuses as busy when the shared Redis cannot count (never lets the attempt through uncounted)', async () => {
    // Nothing listens on port 1; like the cluster's connection, commands fail at once while it is away.
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const app = Fastify({ logger: false });
    const config = { windowS: 10, perIp: 3, perAccount: 2 };
    const limiter = await registerRateLimits(app, {
      limits: { login: config, register: config, sms: config, email: config, withdraw: config, kyc: config, log: config },
      now: () => 0,
      redis: { client: redis, prefix: 'perya-test' },
    });
    let refusal: unknown;
    app.post('/hit', async (request) => {
      try {
        return { ok: await limiter.hit('login', request, 'a') };
      } catch (error) {
        refusal = error;
        return { ok: false };
      }
    });
    try {
      await app.inject({ method: 'POST', url: '/hit' });
      expect(refusal).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'serverBusy' });
    } finally {
      await app.close();
      redis.disconnect();
    }
  });
});

describe('login guard', () => {
  const config = { deviceFailures: 2, ipFailures: 3, baseLockS: 10, maxLockS: 25, ipFailuresPerWindow: 100, windowS: 60 };

  it('locks the failing device, then the failing IP, never other devices of the account', () => {
    let now = 0;
    const guard = createLoginGuard(config, () => now);
    const bot = { ip: 'ip1', device: 'bot' };
    guard.failed('acct', bot);
    expect(guard.check('acct', bot)).toBeUndefined();
    guard.failed('acct', bot);
    expect(guard.check('acct', bot)).toBe('locked');
    expect(guard.check('acct', { ip: 'ip2', device: 'owner' })).toBeUndefined();
    // A new device id from the same IP: the account+IP count (3) catches it.
    guard.failed('acct', { ip: 'ip1', device: 'bot2' });
    expect(guard.check('acct', { ip: 'ip1', device: 'bot3' })).toBe('locked');
    expect(guard.check('other', { ip: 'ip1', device: 'bot3' })).toBeUndefined();
    // Doubling is capped at maxLockS.
    now = 10_000;
    expect(guard.check('acct', bot)).toBeUndefined();
    guard.failed('acct', bot);
    guard.failed('acct', bot);
    now = 10_000 + 24_999;
    expect(guard.check('acct', bot)).toBe('locked');
    now = 10_000 + 25_000;
    expect(guard.check('acct', bot)).toBeUndefined();
  });

  it('a success clears the device count; an IP over its window total is throttled', () => {
    const guard = createLoginGuard({ ...config, ipFailuresPerWindow: 3 }, () => 0);
    const owner = { ip: 'ip1', device: undefined };
    guard.failed('a', owner);
    guard.succeeded('a', owner);
    guard.failed('a', owner);
    expect(guard.check('a', owner)).toBeUndefined();
    guard.failed('b', owner);
    expect(guard.check('c', owner)).toBe('ipThrottled');
  });
});

describe('hash queue', () => {
  it('runs K at a time, refuses a source over its share and a full queue as busy, and hands slots on', async () => {
    const releases: (() => void)[] = [];
    let running = 0;
    let peak = 0;
    const inner = {
      hash: () =>
        new Promise<string>((resolve) => {
          running += 1;
          peak = Math.max(peak, running);
          releases.push(() => {
            running -= 1;
            resolve('h');
          });
        }),
      verify: () => Promise.resolve(true),
    };
    const queue = createHashQueue(inner, { concurrency: 1, maxWaiting: 2, perSource: 2 });
    const a1 = queue.hash('p', 'a');
    const a2 = queue.hash('p', 'a');
    await expect(queue.hash('p', 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED', messageKey: 'serverBusy' });
    const b1 = queue.hash('p', 'b');
    await expect(queue.hash('p', 'c')).rejects.toMatchObject({ messageKey: 'serverBusy' });
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    expect(await Promise.all([a1, a2, b1])).toEqual(['h', 'h', 'h']);
    expect(peak).toBe(1);
    expect(await queue.verify('p', 'h', 'a')).toBe(true);
  });
});
